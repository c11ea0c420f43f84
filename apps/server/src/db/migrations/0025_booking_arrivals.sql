-- The rush's queue: each booking that may take a place of a rate records its arrival before it waits
-- for the rate's lock. Places go in arrival order across server processes. A row waits while its
-- booking is in flight, then says how it was answered (kept a day, so the order can be checked); an
-- abandoned one no longer counts after a minute.
CREATE TABLE booking_arrivals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rate_id integer NOT NULL REFERENCES rates(id) ON DELETE CASCADE,
  ticket uuid,
  subject_kind text NOT NULL CHECK (subject_kind IN ('user', 'member')),
  subject_id integer NOT NULL,
  arrived_at timestamp with time zone NOT NULL DEFAULT now(),
  outcome text CHECK (outcome IN ('placed', 'refused', 'withdrawn'))
);--> statement-breakpoint
CREATE INDEX booking_arrivals_waiting_idx ON booking_arrivals (rate_id, id) WHERE outcome IS NULL;--> statement-breakpoint
CREATE INDEX booking_arrivals_arrived_idx ON booking_arrivals (arrived_at);--> statement-breakpoint
CREATE INDEX booking_arrivals_ticket_idx ON booking_arrivals (ticket);
