-- Every change to what a learner's progress view shows is announced on the channel progress_changed with
-- the learner's id, whoever makes it (a server process, a script, a manual fix), so every server process
-- drops its cached copy of that view (src/server/progress/progress-views.ts, docs/decisions/013).
-- PostgreSQL delivers the notification only when the transaction commits, and never if it rolls back.
CREATE FUNCTION notify_progress_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('progress_changed', OLD.user_id);
  ELSE
    PERFORM pg_notify('progress_changed', NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_progress_changed AFTER INSERT OR UPDATE OR DELETE ON user_progress
  FOR EACH ROW EXECUTE FUNCTION notify_progress_changed();
--> statement-breakpoint
-- Of a profile, the view shows only the gems and the time zone (which decides the learner's "today").
CREATE TRIGGER profiles_progress_changed AFTER INSERT OR UPDATE OF jewels, time_zone OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION notify_progress_changed();
