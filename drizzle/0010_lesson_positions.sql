CREATE TABLE "lesson_positions" (
	"user_id" text NOT NULL,
	"module_id" text NOT NULL,
	"position" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_positions_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "lesson_positions" ADD CONSTRAINT "lesson_positions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;