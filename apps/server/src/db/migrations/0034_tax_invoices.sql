CREATE TABLE "tax_document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "tax_document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "tax_document_counters_positive" CHECK ("tax_document_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"issued_on" date NOT NULL,
	"invoice_id" uuid,
	"booking_id" uuid,
	"booking_reference" text NOT NULL,
	"refund_key" text,
	"supplier_gstin" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_state" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_gstin" text,
	"buyer_business_name" text,
	"place_of_supply" text NOT NULL,
	"sac" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"description" jsonb NOT NULL,
	"total_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	CONSTRAINT "tax_documents_number_key" UNIQUE("number"),
	CONSTRAINT "tax_documents_refund_key" UNIQUE("refund_key"),
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_number_length" CHECK (char_length("tax_documents"."number") <= 16),
	CONSTRAINT "tax_documents_credit_note_has_invoice" CHECK (("tax_documents"."kind" = 'invoice') = ("tax_documents"."invoice_id" is null)),
	CONSTRAINT "tax_documents_parts_add_up" CHECK ("tax_documents"."taxable_paise" + "tax_documents"."cgst_paise" + "tax_documents"."sgst_paise" + "tax_documents"."igst_paise" = "tax_documents"."total_paise"),
	CONSTRAINT "tax_documents_parts_not_negative" CHECK ("tax_documents"."taxable_paise" >= 0 and "tax_documents"."cgst_paise" >= 0 and "tax_documents"."sgst_paise" >= 0 and "tax_documents"."igst_paise" >= 0 and "tax_documents"."total_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_booking_invoice_key" ON "tax_documents" USING btree ("booking_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_booking_idx" ON "tax_documents" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_on_idx" ON "tax_documents" USING btree ("issued_on","kind","number");