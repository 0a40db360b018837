// What a Persistence made before any element fetches: the check of stored receipts. A module of its own for the same
// reason as api/call-schemas.ts (no module namespace built at run time for receipt-check.ts, which elements share).
import './receipt-check.js';
