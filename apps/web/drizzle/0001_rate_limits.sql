CREATE TABLE "app"."rate_limits" (
	"limit_name" text NOT NULL,
	"key_digest" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_limit_name_key_digest_pk" PRIMARY KEY("limit_name","key_digest")
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_ends_at" ON "app"."rate_limits" USING btree ("window_ends_at");