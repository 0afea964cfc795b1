// Page titles '{segment} - {product}' (000 §2.1) from the product name in the root loader's data.
import type { MetaArgs } from "@remix-run/node";
import { common } from "~/i18n/ko/common";

type MetaMatches = MetaArgs["matches"];

export function productName(matches: MetaMatches): string {
  const root = matches.find((match) => match.id === "root")?.data as { product?: { name?: string } } | undefined;
  return root?.product?.name ?? "";
}

/** `[{ title: '고객센터 - 스트림온' }]`; without a segment, the product name alone. */
export function titleMeta(matches: MetaMatches, segment?: string) {
  const product = productName(matches);
  return [{ title: segment ? common.pageTitle(segment, product) : product }];
}
