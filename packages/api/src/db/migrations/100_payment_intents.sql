-- POST /api/create-payment-intent takes an optional bearer (SPEC §7): a PaymentIntent may
-- belong to no account yet. Every other payment still has an owner.
ALTER TABLE payments ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE payments DROP CONSTRAINT payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('wallet', 'booking', 'intent'));
ALTER TABLE payments ADD CONSTRAINT payments_owner_check CHECK (user_id IS NOT NULL OR purpose = 'intent');

-- Refunds and extensions look up a booking's entries; confirmations a booking's payments.
CREATE INDEX ledger_entries_booking_idx ON ledger_entries (booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX payments_booking_idx ON payments (booking_id) WHERE booking_id IS NOT NULL;
