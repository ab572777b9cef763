// The local stack's Stripe keys (written to functions/.secret.local by the launcher). Test-mode
// shaped and useless anywhere but the stand-in, which accepts this API key only and signs its
// webhooks with this secret.

export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_stand_in_0000000000000000';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_stand_in_00000000000000000000';
