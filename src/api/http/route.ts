import type { UserRecord } from '@/api/accounts/repository';
import type { StaffRecord } from '@/api/staff/repository';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The names of a path pattern's `:parameters`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path pattern's parameters, decoded: `/api/user/cart/:productId` gives `{ productId }`. */
export type RouteParams<Path extends string = string> = string extends Path
  ? Record<string, string>
  : { [Name in ParamNames<Path>]: string };

export interface RequestContext<Params = Record<string, string>> {
  request: Request;
  params: Params;
  /** The parsed JSON body; `undefined` for a request without one. */
  body: unknown;
  /**
   * The body exactly as it came, before parsing ('' for none): what a signature over the raw text
   * (Razorpay's webhook) is checked against.
   */
  rawBody: string;
  /** Who sent it, for the limits on logins and new accounts (`Backend.clientOf`). */
  client: string;
  /** On a route whose body is a picture (`body: 'image'`): its bytes and declared type. */
  upload?: Upload;
}

/** A picture sent as the raw body. */
export interface Upload {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * What a route reads as its body: JSON of up to 100 KB (every route but one), or a picture, raw,
 * up to MAX_PRODUCT_IMAGE_BYTES — declared here so the server's edge and the answerer both let
 * exactly these routes take one.
 */
export type BodyKind = 'json' | 'image';

/** The session a request's token belongs to (its claims `sid` and `exp`). */
export interface TokenSession {
  /** Null on a token issued before sessions could be logged out one by one. */
  sid: string | null;
  expiresAt: Date;
}

export interface ShopperContext<Params = Record<string, string>> extends RequestContext<Params> {
  /** The shopper whose valid token came with the request. */
  user: UserRecord;
  /** That token's session, which logging out ends. */
  session: TokenSession;
}

export interface StaffContext<Params = Record<string, string>> extends RequestContext<Params> {
  /** The active staff member whose valid staff token came with the request. */
  staff: StaffRecord;
  /** That token's session, which logging out ends (a staff token always names one). */
  session: StaffSession;
}

/** A staff token's session: every staff token carries its session id. */
export interface StaffSession extends TokenSession {
  sid: string;
}

export interface ViewerContext<Params = Record<string, string>> extends RequestContext<Params> {
  /** The shopper whose valid token came with the request, else null. */
  viewer: UserRecord | null;
}

type Answer<Context> = (context: Context) => Promise<Response> | Response;

interface RouteBase<Path extends string> {
  method: Method;
  /** Matched against the request's path alone, by path-to-regexp, as msw matches (src/api/http/router.ts). */
  path: Path;
  /**
   * Answered at once even where the backend delays its answers (the embedded mock's 400 ms, spec §7):
   * a script the page loads, not an answer of the /api contract.
   */
  immediate?: true;
  /** Unset: 'json'. */
  body?: BodyKind;
}

/**
 * One endpoint of the /api contract, as plain data: its method and path, who may call it, and the
 * function that answers. `anyone`: no token needed; `viewer`: anyone, and a valid token sent with
 * the request says who is looking; `shopper`: a valid token is required (spec §5), else 401;
 * `staff`: a valid staff token of an active member (no token or a refused one: 401; a shopper's
 * token: 403; a disabled member's: 403); `owner`: as `staff`, and a `staff`-role member gets 403.
 * Every route goes through the same steps (src/api/http/handle.ts): body parsing and validation,
 * the caller, errors as readable JSON.
 */
export type ApiRoute<Path extends string = string> =
  | (RouteBase<Path> & { access: 'anyone'; answer: Answer<RequestContext<RouteParams<Path>>> })
  | (RouteBase<Path> & { access: 'viewer'; answer: Answer<ViewerContext<RouteParams<Path>>> })
  | (RouteBase<Path> & { access: 'shopper'; answer: Answer<ShopperContext<RouteParams<Path>>> })
  | (RouteBase<Path> & { access: 'staff' | 'owner'; answer: Answer<StaffContext<RouteParams<Path>>> });

/**
 * Declares a route: the record as it is. The function only lets TypeScript read the parameters'
 * names off the path, so `params.productId` is typed where the route answers.
 */
export const route = <Path extends string>(record: ApiRoute<Path>): ApiRoute => record as unknown as ApiRoute;
