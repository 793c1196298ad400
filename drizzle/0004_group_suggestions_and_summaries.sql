ALTER TABLE "groups" ADD COLUMN "suggested_island" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "suggested_module" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "suggested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "weekly_summary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "summary_week" text;