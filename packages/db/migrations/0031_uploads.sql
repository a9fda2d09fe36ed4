CREATE TABLE "sheet_row_keys" (
	"sheet_type" text NOT NULL,
	"key_hash" text NOT NULL,
	"upload_id" uuid NOT NULL,
	"row" integer NOT NULL,
	CONSTRAINT "sheet_row_keys_sheet_type_key_hash_pk" PRIMARY KEY("sheet_type","key_hash")
);
--> statement-breakpoint
ALTER TABLE "sheet_row_keys" ADD CONSTRAINT "sheet_row_keys_upload_id_sheet_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."sheet_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sheet_uploads_once_idx" ON "sheet_uploads" USING btree ("sheet_type","content_hash") WHERE "sheet_uploads"."status" in ('queued', 'running') or ("sheet_uploads"."status" = 'done' and "sheet_uploads"."applied");