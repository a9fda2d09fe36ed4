CREATE TABLE "sign_in_throttles" (
	"username" text NOT NULL,
	"address" text NOT NULL,
	"attempts" integer NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_throttles_username_address_pk" PRIMARY KEY("username","address")
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;