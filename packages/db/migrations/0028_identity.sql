CREATE TABLE "password_reset_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"login_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"channel" text NOT NULL,
	"sent_to" text NOT NULL,
	"reset_by_login_id" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_links_channel_check" CHECK ("password_reset_links"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
ALTER TABLE "password_reset_links" ADD CONSTRAINT "password_reset_links_login_id_staff_login_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_links" ADD CONSTRAINT "password_reset_links_reset_by_login_id_staff_login_id_fk" FOREIGN KEY ("reset_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_links_token_hash_idx" ON "password_reset_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_links_login_id_idx" ON "password_reset_links" USING btree ("login_id","reset_at");