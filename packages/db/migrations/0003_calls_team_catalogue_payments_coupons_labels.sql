CREATE TABLE "member_pods" (
	"login_id" integer PRIMARY KEY NOT NULL,
	"pod_leader_login_id" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_pods_not_own_leader_check" CHECK ("member_pods"."login_id" <> "member_pods"."pod_leader_login_id")
);
--> statement-breakpoint
CREATE TABLE "qa_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_login_id" integer NOT NULL,
	"order_id" bigint,
	"score" smallint NOT NULL,
	"comments" text NOT NULL,
	"reviewed_by_login_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qa_reviews_score_check" CHECK ("qa_reviews"."score" between 1 and 5),
	CONSTRAINT "qa_reviews_not_own_check" CHECK ("qa_reviews"."agent_login_id" <> "qa_reviews"."reviewed_by_login_id")
);
--> statement-breakpoint
CREATE TABLE "call_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"call_id" text NOT NULL,
	"provider" text NOT NULL,
	"caller_type" text NOT NULL,
	"call_type" text NOT NULL,
	"agent_login_id" integer,
	"agent_number" text,
	"customer_number" text NOT NULL,
	"order_id" bigint,
	"affiliate_id" smallint,
	"status_id" smallint,
	"call_state" text DEFAULT 'initiated' NOT NULL,
	"transferred_to" text,
	"started_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"caller_duration" integer,
	"conversation_duration" integer,
	"recording_ref" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_records_call_id_unique" UNIQUE("call_id"),
	CONSTRAINT "call_records_provider_check" CHECK ("call_records"."provider" in ('sandbox', 'live')),
	CONSTRAINT "call_records_caller_type_check" CHECK ("call_records"."caller_type" in ('agent', 'customer')),
	CONSTRAINT "call_records_call_type_check" CHECK ("call_records"."call_type" in ('outbound', 'inbound')),
	CONSTRAINT "call_records_call_state_check" CHECK ("call_records"."call_state" in ('initiated', 'agent-ringing', 'agent-connected', 'customer-ringing', 'in-progress', 'answered', 'not-answered', 'busy', 'agent-not-answered', 'failed')),
	CONSTRAINT "call_records_status_id_check" CHECK ("call_records"."status_id" is null or "call_records"."status_id" in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 98, 99, 27, 28, 29, 30, 31, 32, 33, 34)),
	CONSTRAINT "call_records_affiliate_id_check" CHECK ("call_records"."affiliate_id" is null or "call_records"."affiliate_id" in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 99)),
	CONSTRAINT "call_records_customer_number_check" CHECK ("call_records"."customer_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "call_records_agent_number_check" CHECK ("call_records"."agent_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "call_records_transferred_to_check" CHECK ("call_records"."transferred_to" ~ '^[0-9]{10}$'),
	CONSTRAINT "call_records_caller_duration_check" CHECK ("call_records"."caller_duration" >= 0),
	CONSTRAINT "call_records_conversation_duration_check" CHECK ("call_records"."conversation_duration" >= 0)
);
--> statement-breakpoint
CREATE TABLE "crm_disposition_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "crm_disposition_categories_level_check" CHECK ("crm_disposition_categories"."level" in (1, 2, 3)),
	CONSTRAINT "crm_disposition_categories_parent_check" CHECK (("crm_disposition_categories"."level" = 1) = ("crm_disposition_categories"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "break_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "break_reasons_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "call_dispositions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"call_record_id" bigint,
	"order_id" bigint,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"third_category_id" integer NOT NULL,
	"cart_ids" bigint[] DEFAULT '{}' NOT NULL,
	"comments" text,
	"clicked_affiliate_id" smallint,
	"clicked_cart_id" bigint,
	"break_reason_id" integer,
	"source" text DEFAULT 'CRM' NOT NULL,
	"login_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "call_dispositions_source_check" CHECK ("call_dispositions"."source" = 'CRM'),
	CONSTRAINT "call_dispositions_clicked_affiliate_id_check" CHECK ("call_dispositions"."clicked_affiliate_id" is null or "call_dispositions"."clicked_affiliate_id" in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 99))
);
--> statement-breakpoint
CREATE TABLE "helpdesk_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helpdesk_tickets_status_check" CHECK ("helpdesk_tickets"."status" in ('open', 'pending', 'resolved', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "escalation_carts" (
	"escalation_id" bigint NOT NULL,
	"cart_id" bigint NOT NULL,
	CONSTRAINT "escalation_carts_escalation_id_cart_id_pk" PRIMARY KEY("escalation_id","cart_id")
);
--> statement-breakpoint
CREATE TABLE "escalation_tickets" (
	"escalation_id" bigint NOT NULL,
	"ticket_id" bigint NOT NULL,
	CONSTRAINT "escalation_tickets_escalation_id_ticket_id_pk" PRIMARY KEY("escalation_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "escalations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"channel_id" smallint NOT NULL,
	"reason_id" smallint NOT NULL,
	"warehouse_id" smallint,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by_login_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escalations_channel_id_check" CHECK ("escalations"."channel_id" in (1, 2, 3, 4, 5, 6, 7, 8)),
	CONSTRAINT "escalations_reason_id_check" CHECK ("escalations"."reason_id" in (101, 102, 103, 104, 201, 202, 203, 204, 301, 302, 401, 402, 403, 501, 502, 503, 601, 602, 603, 701, 702, 801, 802, 803, 901, 902)),
	CONSTRAINT "escalations_warehouse_id_check" CHECK ("escalations"."warehouse_id" is null or "escalations"."warehouse_id" in (1, 2, 3, 4, 5, 6)),
	CONSTRAINT "escalations_status_check" CHECK ("escalations"."status" in (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_code" text NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalogue_products_sku_code_unique" UNIQUE("sku_code"),
	CONSTRAINT "catalogue_products_sku_code_check" CHECK ("catalogue_products"."sku_code" ~ '^[A-Z0-9]{2,16}$')
);
--> statement-breakpoint
CREATE TABLE "catalogue_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"item_url" text NOT NULL,
	"product_thumbnail" text NOT NULL,
	"min_quantity" smallint DEFAULT 1 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalogue_models_product_code_unique" UNIQUE("product_id","code"),
	CONSTRAINT "catalogue_models_code_check" CHECK ("catalogue_models"."code" ~ '^[A-Z0-9]{2,16}$'),
	CONSTRAINT "catalogue_models_min_quantity_check" CHECK ("catalogue_models"."min_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "catalogue_property_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_property_types_model_key_unique" UNIQUE("model_id","key"),
	CONSTRAINT "catalogue_property_types_key_check" CHECK ("catalogue_property_types"."key" ~ '^[a-z][a-z_]{0,31}$')
);
--> statement-breakpoint
CREATE TABLE "catalogue_property_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_type_id" integer NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_property_choices_type_value_unique" UNIQUE("property_type_id","value")
);
--> statement-breakpoint
CREATE TABLE "catalogue_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"sku" text NOT NULL,
	"full_name" text NOT NULL,
	"length_in" smallint NOT NULL,
	"breadth_in" smallint NOT NULL,
	"height_in" smallint,
	"price_paise" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_skus_sku_unique" UNIQUE("sku"),
	CONSTRAINT "catalogue_skus_length_check" CHECK ("catalogue_skus"."length_in" > 0),
	CONSTRAINT "catalogue_skus_breadth_check" CHECK ("catalogue_skus"."breadth_in" > 0),
	CONSTRAINT "catalogue_skus_height_check" CHECK ("catalogue_skus"."height_in" is null or "catalogue_skus"."height_in" > 0),
	CONSTRAINT "catalogue_skus_price_paise_check" CHECK ("catalogue_skus"."price_paise" >= 0),
	CONSTRAINT "catalogue_skus_mrp_paise_check" CHECK ("catalogue_skus"."mrp_paise" >= "catalogue_skus"."price_paise")
);
--> statement-breakpoint
CREATE TABLE "catalogue_sku_choices" (
	"sku_id" integer NOT NULL,
	"property_type_id" integer NOT NULL,
	"choice_id" integer NOT NULL,
	CONSTRAINT "catalogue_sku_choices_sku_id_property_type_id_pk" PRIMARY KEY("sku_id","property_type_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"part_code" text NOT NULL,
	"name" text NOT NULL,
	"min_value" smallint DEFAULT 1 NOT NULL,
	"max_value" smallint NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_parts_model_code_unique" UNIQUE("model_id","part_code"),
	CONSTRAINT "catalogue_parts_min_value_check" CHECK ("catalogue_parts"."min_value" >= 0),
	CONSTRAINT "catalogue_parts_max_value_check" CHECK ("catalogue_parts"."max_value" >= greatest("catalogue_parts"."min_value", 1))
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" char(6) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "warehouses_plant_code_unique" UNIQUE("plant_code"),
	CONSTRAINT "warehouses_plant_code_check" CHECK ("warehouses"."plant_code" ~ '^[A-Z0-9]{2,8}$')
);
--> statement-breakpoint
CREATE TABLE "storage_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_sellable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "storage_locations_warehouse_code_unique" UNIQUE("warehouse_id","code"),
	CONSTRAINT "storage_locations_code_check" CHECK ("storage_locations"."code" ~ '^[A-Z0-9]{2,8}$')
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"sku_id" integer NOT NULL,
	"storage_location_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_sku_id_storage_location_id_pk" PRIMARY KEY("sku_id","storage_location_id"),
	CONSTRAINT "stock_levels_quantity_check" CHECK ("stock_levels"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"login_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_login_id_key_route_pk" PRIMARY KEY("login_id","key","route")
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"link_type" text NOT NULL,
	"method_id" smallint NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" text NOT NULL,
	"url" text NOT NULL,
	"sent_to" text NOT NULL,
	"cart_ids" bigint[] DEFAULT '{}' NOT NULL,
	"created_by_login_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by_login_id" integer,
	"resent_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payment_links_link_type_check" CHECK ("payment_links"."link_type" in ('RNR', 'new', 'cto', 'other')),
	CONSTRAINT "payment_links_status_check" CHECK ("payment_links"."status" in ('pending', 'paid', 'failed', 'expired', 'cancelled')),
	CONSTRAINT "payment_links_method_id_check" CHECK ("payment_links"."method_id" in (2, 3)),
	CONSTRAINT "payment_links_amount_paise_check" CHECK ("payment_links"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "cod_to_online_carts" (
	"request_id" bigint NOT NULL,
	"cart_id" bigint NOT NULL,
	"amount_paise" integer NOT NULL,
	CONSTRAINT "cod_to_online_carts_request_id_cart_id_pk" PRIMARY KEY("request_id","cart_id"),
	CONSTRAINT "cod_to_online_carts_amount_paise_check" CHECK ("cod_to_online_carts"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cod_to_online_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"source" text NOT NULL,
	"method_id" smallint NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_link_id" bigint,
	"payment_ref_id" text,
	"expires_at" timestamp with time zone,
	"created_by_login_id" integer,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_to_online_requests_source_check" CHECK ("cod_to_online_requests"."source" in ('cto', 'RNR')),
	CONSTRAINT "cod_to_online_requests_status_check" CHECK ("cod_to_online_requests"."status" in ('pending', 'paid', 'expired', 'cancelled')),
	CONSTRAINT "cod_to_online_requests_amount_paise_check" CHECK ("cod_to_online_requests"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"discount_kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount_paise" integer,
	"min_order_paise" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"classification_id" smallint,
	"is_bank_coupon" boolean DEFAULT false NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"channels" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_check" CHECK ("coupons"."code" ~ '^[A-Z0-9][A-Z0-9_-]{1,31}$'),
	CONSTRAINT "coupons_discount_kind_check" CHECK ("coupons"."discount_kind" in ('percent', 'flat')),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."value" > 0 and ("coupons"."discount_kind" = 'flat' or "coupons"."value" <= 10000)),
	CONSTRAINT "coupons_max_discount_paise_check" CHECK ("coupons"."max_discount_paise" is null or "coupons"."max_discount_paise" > 0),
	CONSTRAINT "coupons_min_order_paise_check" CHECK ("coupons"."min_order_paise" >= 0),
	CONSTRAINT "coupons_validity_check" CHECK ("coupons"."valid_to" > "coupons"."valid_from"),
	CONSTRAINT "coupons_usage_check" CHECK ("coupons"."used_count" >= 0 and ("coupons"."usage_limit" is null or ("coupons"."usage_limit" > 0 and "coupons"."used_count" <= "coupons"."usage_limit"))),
	CONSTRAINT "coupons_channels_check" CHECK ("coupons"."channels" <@ array[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 99]::smallint[])
);
--> statement-breakpoint
CREATE TABLE "shipping_labels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" bigint NOT NULL,
	"mid_shipping_label" text NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_labels_mid_shipping_label_unique" UNIQUE("mid_shipping_label")
);
--> statement-breakpoint
CREATE TABLE "child_shipping_labels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipping_label_id" bigint NOT NULL,
	"child_shipping_label" text NOT NULL,
	"shipping_label_status" text NOT NULL,
	"material_number" text NOT NULL,
	"sto_number" text NOT NULL,
	"batch_number" text NOT NULL,
	"quantity" integer NOT NULL,
	"middle_mile_route" text NOT NULL,
	"from_warehouse_id" integer NOT NULL,
	"destination_warehouse_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_shipping_labels_child_shipping_label_unique" UNIQUE("child_shipping_label"),
	CONSTRAINT "child_shipping_labels_quantity_check" CHECK ("child_shipping_labels"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_label_transits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"child_shipping_label_id" bigint NOT NULL,
	"new_shipping_label_status" text NOT NULL,
	"source_warehouse_id" integer NOT NULL,
	"destination_warehouse_id" integer NOT NULL,
	"sto_number" text NOT NULL,
	"material_number" text NOT NULL,
	"batch_number" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_modifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"cart_id" bigint NOT NULL,
	"reason" smallint NOT NULL,
	"before_item_sku" text NOT NULL,
	"before_item_dimensions" text NOT NULL,
	"before_item_quantity" integer NOT NULL,
	"before_price_paise" integer NOT NULL,
	"item_sku" text NOT NULL,
	"item_dimensions" text NOT NULL,
	"item_quantity" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"difference_paise" integer NOT NULL,
	"charges_paise" integer DEFAULT 0 NOT NULL,
	"extra_or_refund" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"payment_type" text,
	"payment_via" text,
	"payment_tracking_id" text,
	"payment_link_id" bigint,
	"payment_status" text NOT NULL,
	"comments" text NOT NULL,
	"modified_by_login_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_modifications_reason_check" CHECK ("cart_modifications"."reason" in (1, 4, 5)),
	CONSTRAINT "cart_modifications_extra_or_refund_check" CHECK ("cart_modifications"."extra_or_refund" in ('extra', 'refund', 'none')),
	CONSTRAINT "cart_modifications_payment_type_check" CHECK ("cart_modifications"."payment_type" is null or "cart_modifications"."payment_type" in ('COD', 'ONLINE')),
	CONSTRAINT "cart_modifications_payment_status_check" CHECK ("cart_modifications"."payment_status" in ('none', 'pending', 'paid', 'collect_on_delivery', 'refund_due')),
	CONSTRAINT "cart_modifications_amount_paise_check" CHECK ("cart_modifications"."amount_paise" >= 0),
	CONSTRAINT "cart_modifications_charges_paise_check" CHECK ("cart_modifications"."charges_paise" >= 0),
	CONSTRAINT "cart_modifications_quantities_check" CHECK ("cart_modifications"."item_quantity" > 0)
);
--> statement-breakpoint
DROP INDEX "customers_name_prefix_idx";--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "payment_link_id" bigint;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "recorded_by_login_id" integer;--> statement-breakpoint
ALTER TABLE "member_pods" ADD CONSTRAINT "member_pods_login_id_staff_login_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_pods" ADD CONSTRAINT "member_pods_pod_leader_login_id_staff_login_id_fk" FOREIGN KEY ("pod_leader_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_reviews" ADD CONSTRAINT "qa_reviews_agent_login_id_staff_login_id_fk" FOREIGN KEY ("agent_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_reviews" ADD CONSTRAINT "qa_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_reviews" ADD CONSTRAINT "qa_reviews_reviewed_by_login_id_staff_login_id_fk" FOREIGN KEY ("reviewed_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_agent_login_id_staff_login_id_fk" FOREIGN KEY ("agent_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_disposition_categories" ADD CONSTRAINT "crm_disposition_categories_parent_id_crm_disposition_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."crm_disposition_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_dispositions" ADD CONSTRAINT "call_dispositions_call_record_id_call_records_id_fk" FOREIGN KEY ("call_record_id") REFERENCES "public"."call_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_dispositions" ADD CONSTRAINT "call_dispositions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_dispositions" ADD CONSTRAINT "call_dispositions_category_id_crm_disposition_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."crm_disposition_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_dispositions" ADD CONSTRAINT "call_dispositions_sub_category_id_crm_disposition_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."crm_disposition_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_dispositions" ADD CONSTRAINT "call_dispositions_third_category_id_crm_disposition_categories_id_fk" FOREIGN KEY ("third_category_id") REFERENCES "public"."crm_disposition_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_dispositions" ADD CONSTRAINT "call_dispositions_clicked_cart_id_carts_id_fk" FOREIGN KEY ("clicked_cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_dispositions" ADD CONSTRAINT "call_dispositions_break_reason_id_break_reasons_id_fk" FOREIGN KEY ("break_reason_id") REFERENCES "public"."break_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_dispositions" ADD CONSTRAINT "call_dispositions_login_id_staff_login_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_tickets" ADD CONSTRAINT "helpdesk_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_carts" ADD CONSTRAINT "escalation_carts_escalation_id_escalations_id_fk" FOREIGN KEY ("escalation_id") REFERENCES "public"."escalations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_carts" ADD CONSTRAINT "escalation_carts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_tickets" ADD CONSTRAINT "escalation_tickets_escalation_id_escalations_id_fk" FOREIGN KEY ("escalation_id") REFERENCES "public"."escalations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_tickets" ADD CONSTRAINT "escalation_tickets_ticket_id_helpdesk_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."helpdesk_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalations" ADD CONSTRAINT "escalations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalations" ADD CONSTRAINT "escalations_created_by_login_id_staff_login_id_fk" FOREIGN KEY ("created_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_models" ADD CONSTRAINT "catalogue_models_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_property_types" ADD CONSTRAINT "catalogue_property_types_model_id_catalogue_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalogue_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_property_choices" ADD CONSTRAINT "catalogue_property_choices_property_type_id_catalogue_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."catalogue_property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_skus" ADD CONSTRAINT "catalogue_skus_model_id_catalogue_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalogue_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_sku_choices" ADD CONSTRAINT "catalogue_sku_choices_sku_id_catalogue_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."catalogue_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_sku_choices" ADD CONSTRAINT "catalogue_sku_choices_property_type_id_catalogue_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."catalogue_property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_sku_choices" ADD CONSTRAINT "catalogue_sku_choices_choice_id_catalogue_property_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."catalogue_property_choices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_parts" ADD CONSTRAINT "catalogue_parts_model_id_catalogue_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalogue_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_locations" ADD CONSTRAINT "storage_locations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_sku_id_catalogue_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."catalogue_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_storage_location_id_storage_locations_id_fk" FOREIGN KEY ("storage_location_id") REFERENCES "public"."storage_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_login_id_staff_login_id_fk" FOREIGN KEY ("created_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_cancelled_by_login_id_staff_login_id_fk" FOREIGN KEY ("cancelled_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_to_online_carts" ADD CONSTRAINT "cod_to_online_carts_request_id_cod_to_online_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."cod_to_online_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_to_online_carts" ADD CONSTRAINT "cod_to_online_carts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_to_online_requests" ADD CONSTRAINT "cod_to_online_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_to_online_requests" ADD CONSTRAINT "cod_to_online_requests_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_to_online_requests" ADD CONSTRAINT "cod_to_online_requests_created_by_login_id_staff_login_id_fk" FOREIGN KEY ("created_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD CONSTRAINT "shipping_labels_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_shipping_labels" ADD CONSTRAINT "child_shipping_labels_shipping_label_id_shipping_labels_id_fk" FOREIGN KEY ("shipping_label_id") REFERENCES "public"."shipping_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_shipping_labels" ADD CONSTRAINT "child_shipping_labels_from_warehouse_id_warehouses_id_fk" FOREIGN KEY ("from_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_shipping_labels" ADD CONSTRAINT "child_shipping_labels_destination_warehouse_id_warehouses_id_fk" FOREIGN KEY ("destination_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_label_transits" ADD CONSTRAINT "shipping_label_transits_child_shipping_label_id_child_shipping_labels_id_fk" FOREIGN KEY ("child_shipping_label_id") REFERENCES "public"."child_shipping_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_label_transits" ADD CONSTRAINT "shipping_label_transits_source_warehouse_id_warehouses_id_fk" FOREIGN KEY ("source_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_label_transits" ADD CONSTRAINT "shipping_label_transits_destination_warehouse_id_warehouses_id_fk" FOREIGN KEY ("destination_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_modifications" ADD CONSTRAINT "cart_modifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_modifications" ADD CONSTRAINT "cart_modifications_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_modifications" ADD CONSTRAINT "cart_modifications_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_modifications" ADD CONSTRAINT "cart_modifications_modified_by_login_id_staff_login_id_fk" FOREIGN KEY ("modified_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_pods_pod_leader_idx" ON "member_pods" USING btree ("pod_leader_login_id");--> statement-breakpoint
CREATE INDEX "qa_reviews_created_idx" ON "qa_reviews" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "qa_reviews_agent_idx" ON "qa_reviews" USING btree ("agent_login_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_records_started_idx" ON "call_records" USING btree ("started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_records_agent_idx" ON "call_records" USING btree ("agent_login_id","started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_records_order_idx" ON "call_records" USING btree ("order_id","started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_records_customer_number_idx" ON "call_records" USING btree ("customer_number","started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_records_agent_number_idx" ON "call_records" USING btree ("agent_number","started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_records_missed_idx" ON "call_records" USING btree ("started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE call_state in ('not-answered', 'busy', 'agent-not-answered', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "crm_disposition_categories_name_idx" ON "crm_disposition_categories" USING btree (coalesce("parent_id", 0),"name");--> statement-breakpoint
CREATE INDEX "crm_disposition_categories_parent_idx" ON "crm_disposition_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "call_dispositions_login_idx" ON "call_dispositions" USING btree ("login_id","created_at");--> statement-breakpoint
CREATE INDEX "call_dispositions_order_idx" ON "call_dispositions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "call_dispositions_call_idx" ON "call_dispositions" USING btree ("call_record_id");--> statement-breakpoint
CREATE INDEX "call_dispositions_created_idx" ON "call_dispositions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "helpdesk_tickets_order_id_idx" ON "helpdesk_tickets" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "escalation_carts_cart_id_idx" ON "escalation_carts" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "escalation_tickets_ticket_id_idx" ON "escalation_tickets" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "escalations_list_idx" ON "escalations" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "escalations_status_list_idx" ON "escalations" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "escalations_order_id_idx" ON "escalations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "catalogue_models_product_idx" ON "catalogue_models" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "catalogue_skus_model_idx" ON "catalogue_skus" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "catalogue_sku_choices_choice_idx" ON "catalogue_sku_choices" USING btree ("choice_id");--> statement-breakpoint
CREATE INDEX "stock_levels_storage_location_idx" ON "stock_levels" USING btree ("storage_location_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_links_order_id_idx" ON "payment_links" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "cod_to_online_carts_cart_id_idx" ON "cod_to_online_carts" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cod_to_online_requests_status_idx" ON "cod_to_online_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cod_to_online_requests_order_id_idx" ON "cod_to_online_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cod_to_online_requests_payment_link_id_idx" ON "cod_to_online_requests" USING btree ("payment_link_id");--> statement-breakpoint
CREATE INDEX "coupons_active_valid_to_idx" ON "coupons" USING btree ("active","valid_to" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipping_labels_cart_id_idx" ON "shipping_labels" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "child_shipping_labels_shipping_label_id_idx" ON "child_shipping_labels" USING btree ("shipping_label_id");--> statement-breakpoint
CREATE INDEX "shipping_label_transits_child_idx" ON "shipping_label_transits" USING btree ("child_shipping_label_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_modifications_cart_id_idx" ON "cart_modifications" USING btree ("cart_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cart_modifications_payment_link_id_idx" ON "cart_modifications" USING btree ("payment_link_id");--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_recorded_by_login_id_staff_login_id_fk" FOREIGN KEY ("recorded_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_payment_link_id_idx" ON "order_payments" USING btree ("payment_link_id");--> statement-breakpoint
CREATE INDEX "customers_name_prefix_idx" ON "customers" USING btree (lower("name") text_pattern_ops,"id","name");