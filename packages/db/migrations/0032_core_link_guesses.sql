CREATE TABLE "link_guesses" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "link_guesses_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "link_guesses_window_started_at_idx" ON "link_guesses" USING btree ("window_started_at");