-- Powers change with sessions: whatever changes an account's role (create-admin, a future admin screen,
-- or SQL typed by hand), every session of that account ends in the same transaction, so a session
-- signed in before a promotion never carries the new role.
CREATE OR REPLACE FUNCTION resham_role_change_ends_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sessions WHERE user_id = NEW.id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_role_change_ends_sessions AFTER UPDATE OF role ON users
FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION resham_role_change_ends_sessions();
