-- The participation list's search (issue 12): accents and case ignored, under one trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes this IMMUTABLE,
-- so the search box and the stored document are normalised by one and the same function.
CREATE OR REPLACE FUNCTION search_normalise(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE TABLE "participation_search" (
	"participation_id" integer PRIMARY KEY NOT NULL,
	"document" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participation_search" ADD CONSTRAINT "participation_search_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participation_search_document_idx" ON "participation_search" USING gin ("document" gin_trgm_ops);--> statement-breakpoint
-- What the search box finds a participation by: its main person, its companion or room-mate (as
-- registered and as named), payment and bank references, rate, hotel, country and comments. Never
-- the passport, medical or billing fields (decision 40).
CREATE OR REPLACE FUNCTION participation_search_document(pid integer) RETURNS text
  LANGUAGE sql STABLE
  AS $$
  SELECT search_normalise(concat_ws(' | ',
    main.first_name, main.last_name, main.email, main.member_number, main.country, main.comment,
    p.accompanying_first_name, p.accompanying_last_name, p.accompanying_member_number,
    r.label, h.name,
    (SELECT string_agg(concat_ws(' | ', sp.first_name, sp.last_name, sp.member_number, sp.country, sp.comment), ' | ')
       FROM registrations sr JOIN participants sp ON sp.id = sr.participant_id
      WHERE sr.participation_id = p.id AND sr.position <> 1 AND sr.status_registration <> 'cancelled'),
    (SELECT string_agg(concat_ws(' | ', pay.reference, pay.provider_intent_id), ' | ')
       FROM payments pay WHERE pay.participation_id = p.id)))
  FROM participations p
  JOIN participants main ON main.id = p.main_participant_id
  JOIN rates r ON r.id = p.rate_id
  LEFT JOIN registrations mr ON mr.participation_id = p.id AND mr.position = 1
  LEFT JOIN hotels h ON h.id = coalesce(mr.hotel_id, r.hotel_id)
  WHERE p.id = pid
  $$;--> statement-breakpoint
-- Writes the document only when it changed: a trigger that fires for an unchanged value locks nothing.
CREATE OR REPLACE FUNCTION participation_search_refresh(pid integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE doc text;
  BEGIN
    doc := participation_search_document(pid);
    IF doc IS NULL THEN RETURN; END IF;
    INSERT INTO participation_search (participation_id, document) VALUES (pid, doc)
      ON CONFLICT (participation_id) DO UPDATE SET document = excluded.document
      WHERE participation_search.document IS DISTINCT FROM excluded.document;
  END $$;--> statement-breakpoint
-- The database keeps the document true whichever module writes (booking, payments, rates, hotels,
-- the privacy purge, the seeds): one trigger per table whose values it holds.
CREATE OR REPLACE FUNCTION participation_search_on_participation() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM participation_search_refresh(NEW.id); RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER participation_search_participation
  AFTER INSERT OR UPDATE OF rate_id, main_participant_id, accompanying_first_name, accompanying_last_name, accompanying_member_number
  ON participations FOR EACH ROW EXECUTE FUNCTION participation_search_on_participation();--> statement-breakpoint
CREATE OR REPLACE FUNCTION participation_search_on_registration() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM participation_search_refresh(OLD.participation_id); END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.participation_id <> OLD.participation_id) THEN
      PERFORM participation_search_refresh(NEW.participation_id);
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER participation_search_registration
  AFTER INSERT OR DELETE OR UPDATE OF participation_id, participant_id, hotel_id, position, status_registration
  ON registrations FOR EACH ROW EXECUTE FUNCTION participation_search_on_registration();--> statement-breakpoint
CREATE OR REPLACE FUNCTION participation_search_on_participant() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM participation_search_refresh(x.id) FROM (
      SELECT id FROM participations WHERE main_participant_id = NEW.id
      UNION SELECT participation_id FROM registrations WHERE participant_id = NEW.id) x;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER participation_search_participant
  AFTER UPDATE OF first_name, last_name, email, member_number, country, comment
  ON participants FOR EACH ROW EXECUTE FUNCTION participation_search_on_participant();--> statement-breakpoint
CREATE OR REPLACE FUNCTION participation_search_on_payment() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM participation_search_refresh(NEW.participation_id); RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER participation_search_payment
  AFTER INSERT OR UPDATE OF reference, provider_intent_id
  ON payments FOR EACH ROW EXECUTE FUNCTION participation_search_on_payment();--> statement-breakpoint
CREATE OR REPLACE FUNCTION participation_search_on_rate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM participation_search_refresh(p.id) FROM participations p WHERE p.rate_id = NEW.id;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER participation_search_rate
  AFTER UPDATE OF label, hotel_id ON rates FOR EACH ROW EXECUTE FUNCTION participation_search_on_rate();--> statement-breakpoint
CREATE OR REPLACE FUNCTION participation_search_on_hotel() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM participation_search_refresh(r.participation_id) FROM registrations r
      WHERE r.hotel_id = NEW.id AND r.position = 1;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER participation_search_hotel
  AFTER UPDATE OF name ON hotels FOR EACH ROW EXECUTE FUNCTION participation_search_on_hotel();--> statement-breakpoint
SELECT participation_search_refresh(id) FROM participations;
