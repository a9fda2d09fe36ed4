CREATE TABLE "saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_login_id" integer NOT NULL,
	"screen" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_filters_name_length_check" CHECK (char_length("saved_filters"."name") between 1 and 60),
	CONSTRAINT "saved_filters_screen_length_check" CHECK (char_length("saved_filters"."screen") between 1 and 60),
	CONSTRAINT "saved_filters_query_object_check" CHECK (jsonb_typeof("saved_filters"."query") = 'object')
);
--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_owner_login_id_staff_login_id_fk" FOREIGN KEY ("owner_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_owner_screen_name_idx" ON "saved_filters" USING btree ("owner_login_id","screen","name");