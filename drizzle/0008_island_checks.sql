CREATE TABLE "island_checks" (
	"user_id" text NOT NULL,
	"island" text NOT NULL,
	"phase" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"skipped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "island_checks_user_id_island_phase_pk" PRIMARY KEY("user_id","island","phase"),
	CONSTRAINT "island_checks_phase_known" CHECK ("island_checks"."phase" IN ('before', 'after')),
	CONSTRAINT "island_checks_correct_range" CHECK ("island_checks"."correct" BETWEEN 0 AND "island_checks"."total"),
	CONSTRAINT "island_checks_after_not_skipped" CHECK (NOT ("island_checks"."skipped" AND "island_checks"."phase" = 'after'))
);
--> statement-breakpoint
ALTER TABLE "island_checks" ADD CONSTRAINT "island_checks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;