CREATE TABLE "review_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"module_id" text NOT NULL,
	"question_id" text NOT NULL,
	"answer_hash" text NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint NOT NULL,
	"scheduled_days" integer NOT NULL,
	"last_day" date NOT NULL,
	"due_day" date NOT NULL,
	"practised_at" timestamp with time zone,
	"practised_day" date,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_user_question_uq" ON "review_cards" USING btree ("user_id","module_id","question_id");--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due_day") WHERE "review_cards"."retired_at" IS NULL;--> statement-breakpoint
CREATE INDEX "review_cards_user_practised_idx" ON "review_cards" USING btree ("user_id","practised_day") WHERE "review_cards"."practised_day" IS NOT NULL;