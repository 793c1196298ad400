CREATE TABLE "picture_logins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"pictures" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "picture_logins" ADD CONSTRAINT "picture_logins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_logins" ADD CONSTRAINT "picture_logins_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_logins_group_idx" ON "picture_logins" USING btree ("group_id");