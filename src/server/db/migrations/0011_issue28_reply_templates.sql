CREATE TABLE "google_reply_templates" (
	"business_id" text NOT NULL,
	"band" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_reply_templates_business_id_band_pk" PRIMARY KEY("business_id","band")
);
--> statement-breakpoint
ALTER TABLE "google_reply_templates" ADD CONSTRAINT "google_reply_templates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;