CREATE TABLE "google_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text,
	"user_id" text,
	"action" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_connections" (
	"business_id" text PRIMARY KEY NOT NULL,
	"connected_by" text,
	"sealed_refresh_token" text,
	"account_name" text,
	"account" text,
	"location" text,
	"location_title" text,
	"verified" boolean DEFAULT false NOT NULL,
	"new_review_uri" text,
	"average_rating" real,
	"total_review_count" integer,
	"synced_through" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"sync_requested_at" timestamp with time zone,
	"sync_lease_until" timestamp with time zone,
	"broken" boolean DEFAULT false NOT NULL,
	"broken_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_profile_days" (
	"business_id" text NOT NULL,
	"day" date NOT NULL,
	"total_review_count" integer NOT NULL,
	"average_rating" real NOT NULL,
	CONSTRAINT "google_profile_days_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
CREATE TABLE "google_reviews" (
	"business_id" text NOT NULL,
	"review_id" text NOT NULL,
	"stars" smallint NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewer_anonymous" boolean DEFAULT false NOT NULL,
	"comment" text,
	"create_time" timestamp with time zone NOT NULL,
	"update_time" timestamp with time zone NOT NULL,
	"reply_comment" text,
	"reply_update_time" timestamp with time zone,
	CONSTRAINT "google_reviews_business_id_review_id_pk" PRIMARY KEY("business_id","review_id"),
	CONSTRAINT "google_reviews_stars_ck" CHECK ("google_reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_profile_days" ADD CONSTRAINT "google_profile_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_reviews" ADD CONSTRAINT "google_reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_audit_business_idx" ON "google_audit" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "google_reviews_business_created_idx" ON "google_reviews" USING btree ("business_id","create_time" DESC NULLS LAST);