-- Decisions 48: a congress's cancellation policy (dated fee steps, closed by default), and a
-- participation cancelled by its participant under it keeps its fee: the statement prices the cancelled
-- participation at the fee (packages/domain/src/participation-money.ts `priceOf`), so the summary's due
-- does too and is refreshed when it changes. A cancellation waiting for staff is kept as its request.
ALTER TABLE congresses ADD COLUMN cancellation_policy jsonb NOT NULL
  DEFAULT '{"steps":[],"afterLastStep":"closed","needsApproval":false}'::jsonb;--> statement-breakpoint
ALTER TABLE participations ADD COLUMN cancellation_fee_cents integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE participations ADD COLUMN cancellation_request jsonb;--> statement-breakpoint
CREATE OR REPLACE FUNCTION participation_list_summary_refresh(pid integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE s participation_list_summary%ROWTYPE;
  BEGIN
    SELECT p.id, p.congress_id, mr.status_registration,
      CASE
        WHEN d.due > 0 THEN CASE WHEN m.paid - m.refunded > 0 THEN 'partly_paid' ELSE 'unpaid' END
        -- A credit not yet asked back, or an open refund request: the participant is owed money.
        WHEN greatest(0, -d.due) > m.requested OR m.requested > 0 THEN 'refund_due'
        WHEN m.awaiting > 0 THEN 'awaiting_transfer'
        WHEN mr.status_registration = 'cancelled' AND m.paid - m.refunded <= 0 THEN 'nothing_due'
        ELSE 'paid' END,
      d.due::integer,
      mr.hotel_id, mr.room_option, main.participant_type_id, lower(main.last_name), lower(main.first_name),
      main.member_number, p.accompanying_member_number,
      r.second_participant_type IS NOT DISTINCT FROM 'member' AND p.accompanying_member_number IS NOT NULL
    INTO s
    FROM participations p
    JOIN registrations mr ON mr.participation_id = p.id AND mr.position = 1
    JOIN participants main ON main.id = p.main_participant_id
    JOIN rates r ON r.id = p.rate_id
    CROSS JOIN LATERAL (SELECT
        coalesce(sum(pay.amount_cents) FILTER (WHERE pay.kind = 'charge' AND pay.status = 'confirmed'), 0) AS paid,
        coalesce(sum(pay.amount_cents) FILTER (WHERE pay.kind = 'charge' AND pay.status = 'pending' AND pay.method = 'bank_transfer'), 0) AS awaiting,
        coalesce(sum(pay.amount_cents) FILTER (WHERE pay.kind = 'refund' AND pay.status = 'confirmed'), 0) AS refunded,
        coalesce(sum(pay.amount_cents) FILTER (WHERE pay.kind = 'refund' AND pay.status = 'pending'), 0) AS requested,
        coalesce(sum(pay.amount_cents) FILTER (WHERE pay.kind = 'refund' AND pay.status = 'denied'), 0) AS refused
      FROM payments pay WHERE pay.participation_id = p.id) m
    CROSS JOIN LATERAL (SELECT
        (CASE WHEN mr.status_registration = 'cancelled' THEN p.cancellation_fee_cents
          ELSE round(r.first_participant_price * 100)
            + (SELECT coalesce(sum((n ->> 'priceCents')::integer), 0) FROM jsonb_array_elements(p.extra_nights) n)
            + CASE
            WHEN r.second_participant_type = 'accompany' AND (SELECT count(*) FROM registrations ra
              WHERE ra.participation_id = p.id AND ra.status_registration <> 'cancelled') >= 2
            THEN coalesce(round(r.second_participant_price * 100), 0) ELSE 0 END END)
        - m.paid - m.awaiting + m.refunded + m.refused AS due) d
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
DROP TRIGGER participation_list_summary_participation ON participations;--> statement-breakpoint
CREATE TRIGGER participation_list_summary_participation
  AFTER INSERT OR UPDATE OF congress_id, rate_id, main_participant_id, accompanying_member_number, extra_nights,
    cancellation_fee_cents
  ON participations FOR EACH ROW EXECUTE FUNCTION participation_list_summary_on_participation();--> statement-breakpoint
-- Every row again, under the new rule.
SELECT participation_list_summary_refresh(id) FROM participations;
