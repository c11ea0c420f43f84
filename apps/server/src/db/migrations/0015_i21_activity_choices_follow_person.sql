-- Issue 21 point 7: activity choices belong to the person who made them. A registration that comes to
-- stand for someone else (its participant changes: a companion rate switched to a room-mate rate, a
-- new companion) or is cancelled (a companion removed, a hold expired, staff cancelling) loses its
-- choices in the transaction of that write, whichever module writes it, so their places are free for
-- the activity's waiting line (the waiting-list sweep offers freed places) and the statistics' counts
-- agree with their lists of people.
CREATE OR REPLACE FUNCTION activity_choices_follow_registration() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM activity_choices WHERE registration_id = NEW.id;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER registrations_activity_choices_follow
  AFTER UPDATE OF participant_id, status_registration ON registrations
  FOR EACH ROW
  WHEN (NEW.participant_id IS DISTINCT FROM OLD.participant_id
    OR (NEW.status_registration = 'cancelled' AND OLD.status_registration IS DISTINCT FROM 'cancelled'))
  EXECUTE FUNCTION activity_choices_follow_registration();--> statement-breakpoint
-- Choices already left behind: those of cancelled registrations, and those of a room-mate's placeholder
-- (position 2 on a rate shared with a member), which stands for nobody who could attend through it.
DELETE FROM activity_choices ac
  USING registrations r
  JOIN participations p ON p.id = r.participation_id
  JOIN rates rt ON rt.id = p.rate_id
  WHERE ac.registration_id = r.id
    AND (r.status_registration = 'cancelled' OR (r.position = 2 AND rt.second_participant_type = 'member'));
