ALTER TABLE "groups" ADD COLUMN "auto_read_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reading_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;