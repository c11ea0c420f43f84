-- Issue 21, decision 41: the summary's payment status is read from the account statement
-- (packages/domain/src/payment-status.ts), no longer the last charge's status (decision 19). The
-- statement's parts are summed once; due = price - paid - awaiting + refunded + refused (decision 31).
-- A test recomputes every row with the domain's `participationPaymentStatus` and `statementOf`.
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
        (CASE WHEN mr.status_registration = 'cancelled' THEN 0
          ELSE round(r.first_participant_price * 100) + CASE
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
-- Every row again, under the new rule.
SELECT participation_list_summary_refresh(id) FROM participations;
