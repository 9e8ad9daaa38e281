import { TsbError } from "../evaluator/errors.ts";

/** A scored result that the database cannot take (its benchmark is missing or differs). */
export class StoreError extends TsbError {}
