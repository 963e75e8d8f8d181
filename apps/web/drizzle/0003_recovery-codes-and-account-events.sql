CREATE TABLE "app"."account_events" (
	"id" text PRIMARY KEY NOT NULL,
	"cognito_id" text NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"address" text,
	"user_agent" text,
	CONSTRAINT "account_events_outcome_known" CHECK (outcome in ('succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "app"."recovery_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"cognito_id" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "account_events_cognito_id_at" ON "app"."account_events" USING btree ("cognito_id","at");--> statement-breakpoint
CREATE INDEX "recovery_codes_cognito_id" ON "app"."recovery_codes" USING btree ("cognito_id");