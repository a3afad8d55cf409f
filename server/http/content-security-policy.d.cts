export interface PolicyOptions {
  scriptHashes: string[];
  scriptOrigins?: string[];
  connectOrigins?: string[];
  frameOrigins?: string[];
  header?: boolean;
}
export const razorpaySources: { script: string[]; frame: string[] };
export function inlineScriptHashes(html: string): string[];
export function contentSecurityPolicy(options: PolicyOptions): string;
export function withPolicyMeta(html: string, policy: string): string;
export function policyMetaOf(html: string): string | null;
export function withoutPolicyMeta(html: string): string;
export function headerPolicyFor(html: string): string | null;
