ALTER TABLE "picture_logins" ALTER COLUMN "pictures" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "child_sign_in" text DEFAULT 'pictures' NOT NULL;--> statement-breakpoint
ALTER TABLE "picture_logins" ADD COLUMN "secret_word" text;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_child_sign_in_known" CHECK ("groups"."child_sign_in" IN ('pictures', 'secret-word'));--> statement-breakpoint
ALTER TABLE "picture_logins" ADD CONSTRAINT "picture_logins_one_secret" CHECK (("picture_logins"."pictures" IS NULL) <> ("picture_logins"."secret_word" IS NULL));