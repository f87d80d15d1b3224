/**
 * `true` only when A and B are the same type: the same fields, each as optional and of the same type.
 * A schema built beside a libs/lottery type is held to it with
 * `const _checked: SameShape<z.output<typeof schema>, Type> = true`, so a field added to, dropped from
 * or changed in either one fails to compile (issue 38, item 1).
 */
export type SameShape<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
