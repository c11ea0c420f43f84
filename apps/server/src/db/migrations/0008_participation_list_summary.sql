-- The participation list's summary (issue 14): what the list filters, counts and sorts by, one row per
-- participation, kept by triggers in the transaction of every write, so the list reads one table.
CREATE TABLE "participation_list_summary" (
	"participation_id" integer PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"registration_status" text NOT NULL,
	"payment_status" text NOT NULL,
	"due_cents" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_option" text NOT NULL,
	"participant_type_id" integer,
	"last_name_key" text NOT NULL,
	"first_name_key" text NOT NULL,
	"member_number" text,
	"accompanying_member_number" text,
	"shares_room" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participation_list_summary" ADD CONSTRAINT "participation_list_summary_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participation_list_summary_name_idx" ON "participation_list_summary" USING btree ("congress_id","last_name_key","first_name_key","participation_id");--> statement-breakpoint
CREATE INDEX "participation_list_summary_status_idx" ON "participation_list_summary" USING btree ("congress_id","registration_status","payment_status");--> statement-breakpoint
CREATE INDEX "participation_list_summary_member_idx" ON "participation_list_summary" USING btree ("congress_id","member_number");--> statement-breakpoint-- One participation's row, or none without a main registration. The due is the account statement's
-- (decisions 13, 31) as the list computed it in SQL before, held to the domain's function by a test.
CREATE OR REPLACE FUNCTION participation_list_summary_refresh(pid integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE s participation_list_summary%ROWTYPE;
  BEGIN
    SELECT p.id, p.congress_id, mr.status_registration,
      coalesce((SELECT pay.status FROM payments pay
         WHERE pay.participation_id = p.id AND pay.kind = 'charge' AND pay.status <> 'denied'
         ORDER BY pay.id DESC LIMIT 1), 'pending'),
      ((CASE WHEN mr.status_registration = 'cancelled' THEN 0
        ELSE round(r.first_participant_price * 100) + CASE
          WHEN r.second_participant_type = 'accompany' AND (SELECT count(*) FROM registrations ra
            WHERE ra.participation_id = p.id AND ra.status_registration <> 'cancelled') >= 2
          THEN coalesce(round(r.second_participant_price * 100), 0) ELSE 0 END END)
       - coalesce((SELECT sum(CASE
          WHEN pay.kind = 'charge' AND (pay.status = 'confirmed' OR (pay.status = 'pending' AND pay.method = 'bank_transfer')) THEN pay.amount_cents
          WHEN pay.kind = 'refund' AND pay.status IN ('confirmed', 'denied') THEN -pay.amount_cents
          ELSE 0 END) FROM payments pay WHERE pay.participation_id = p.id), 0))::integer,
      mr.hotel_id, mr.room_option, main.participant_type_id, lower(main.last_name), lower(main.first_name),
      main.member_number, p.accompanying_member_number,
      r.second_participant_type IS NOT DISTINCT FROM 'member' AND p.accompanying_member_number IS NOT NULL
    INTO s
    FROM participations p
    JOIN registrations mr ON mr.participation_id = p.id AND mr.position = 1
    JOIN participants main ON main.id = p.main_participant_id
    JOIN rates r ON r.id = p.rate_id
    WHERE p.id = pid;
    IF NOT FOUND THEN
      DELETE FROM participation_list_summary WHERE participation_id = pid;
      RETURN;
    END IF;
    INSERT INTO participation_list_summary VALUES (s.*)
      ON CONFLICT (participation_id) DO UPDATE SET
        congress_id = excluded.congress_id, registration_status = excluded.registration_status,
        payment_status = excluded.payment_status, due_cents = excluded.due_cents,
        hotel_id = excluded.hotel_id, room_option = excluded.room_option,
        participant_type_id = excluded.participant_type_id, last_name_key = excluded.last_name_key,
        first_name_key = excluded.first_name_key, member_number = excluded.member_number,
        accompanying_member_number = excluded.accompanying_member_number, shares_room = excluded.shares_room
      WHERE participation_list_summary IS DISTINCT FROM excluded;
  END $$;--> statement-breakpoint
-- One trigger per table whose values the row holds, whichever module writes them.
CREATE OR REPLACE FUNCTION participation_list_summary_on_participation() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM participation_list_summary_refresh(NEW.id); RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER participation_list_summary_participation
  AFTER INSERT OR UPDATE OF congress_id, rate_id, main_participant_id, accompanying_member_number
  ON participations FOR EACH ROW EXECUTE FUNCTION participation_list_summary_on_participation();--> statement-breakpoint
-- Registrations and payments: the row of the participation before and after the write.
CREATE OR REPLACE FUNCTION participation_list_summary_on_child() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM participation_list_summary_refresh(OLD.participation_id); END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.participation_id <> OLD.participation_id) THEN
      PERFORM participation_list_summary_refresh(NEW.participation_id);
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER participation_list_summary_registration
  AFTER INSERT OR DELETE OR UPDATE OF participation_id, position, status_registration, hotel_id, room_option
  ON registrations FOR EACH ROW EXECUTE FUNCTION participation_list_summary_on_child();--> statement-breakpoint
CREATE TRIGGER participation_list_summary_payment
  AFTER INSERT OR DELETE OR UPDATE OF participation_id, kind, method, status, amount_cents
  ON payments FOR EACH ROW EXECUTE FUNCTION participation_list_summary_on_child();--> statement-breakpoint
CREATE OR REPLACE FUNCTION participation_list_summary_on_participant() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM participation_list_summary_refresh(p.id) FROM participations p WHERE p.main_participant_id = NEW.id;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER participation_list_summary_participant
  AFTER UPDATE OF first_name, last_name, member_number, participant_type_id
  ON participants FOR EACH ROW EXECUTE FUNCTION participation_list_summary_on_participant();--> statement-breakpoint
CREATE OR REPLACE FUNCTION participation_list_summary_on_rate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM participation_list_summary_refresh(p.id) FROM participations p WHERE p.rate_id = NEW.id;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER participation_list_summary_rate
  AFTER UPDATE OF first_participant_price, second_participant_price, second_participant_type
  ON rates FOR EACH ROW EXECUTE FUNCTION participation_list_summary_on_rate();--> statement-breakpoint
SELECT participation_list_summary_refresh(id) FROM participations;
