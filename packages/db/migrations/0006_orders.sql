-- One customer per mobile. Customers placed twice for one mobile before this change are merged
-- into the oldest of them: their orders move to it, then the others go.
UPDATE "orders" SET "customer_id" = "kept"."id"
FROM "customers" AS "twin"
JOIN LATERAL (
  SELECT min("id") AS "id" FROM "customers" WHERE "customers"."mobile" = "twin"."mobile"
) AS "kept" ON true
WHERE "orders"."customer_id" = "twin"."id" AND "twin"."id" <> "kept"."id";--> statement-breakpoint
DELETE FROM "customers" AS "twin"
WHERE EXISTS (
  SELECT 1 FROM "customers" AS "older"
  WHERE "older"."mobile" = "twin"."mobile" AND "older"."id" < "twin"."id"
);--> statement-breakpoint
DROP INDEX "customers_mobile_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_mobile_key" ON "customers" USING btree ("mobile");
