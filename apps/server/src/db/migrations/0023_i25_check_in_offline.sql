-- A door that lost the network checks people in on its device and sends them later: the check-in
-- names the device it was made on, and each synced scan is kept once (its id is the device's), with
-- a conflict when another door had already checked the person in.
ALTER TABLE check_ins ADD COLUMN device_id text;--> statement-breakpoint
CREATE TABLE check_in_scans (
  id uuid PRIMARY KEY,
  congress_id integer NOT NULL REFERENCES congresses(id) ON DELETE CASCADE,
  registration_id integer NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
  device_id text NOT NULL,
  scanned_at timestamp with time zone NOT NULL,
  synced_by integer REFERENCES users(id) ON DELETE SET NULL,
  synced_at timestamp with time zone NOT NULL DEFAULT now(),
  outcome text NOT NULL CHECK (outcome IN ('checked_in', 'conflict'))
);--> statement-breakpoint
CREATE INDEX check_in_scans_congress_idx ON check_in_scans (congress_id, outcome);
