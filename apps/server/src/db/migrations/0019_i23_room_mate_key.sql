-- Issue 23: room-mates are found by member number (upper, trimmed) within a congress; every count of a
-- hotel's rooms asks it of each booking naming a room-mate, which scanned the congress's participations.
CREATE INDEX "participants_member_key_idx" ON "participants" USING btree ("congress_id",upper(trim(member_number)));