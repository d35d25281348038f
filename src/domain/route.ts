// One definition of a call's path for both sides (issue 63): the gateway registers `pattern`, the SPA calls the
// route with the values of its parameters, in order, and gets the path with each value encoded.

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? [Head, ...Segments<Rest>] : [P]
/** `:name` takes any string; `:name{a|b}` only the words Hono's pattern allows. */
type ValueOf<S extends string> = S extends `:${string}{${infer Alternatives}}` ? Words<Alternatives> : string
type Words<S extends string> = S extends `${infer First}|${infer Rest}` ? First | Words<Rest> : S
type Params<Parts extends string[]> = Parts extends [infer S extends string, ...infer Rest extends string[]]
  ? S extends `:${string}`
    ? [ValueOf<S>, ...Params<Rest>]
    : Params<Rest>
  : []

export type Route<P extends string> = ((...values: Params<Segments<P>>) => string) & {
  readonly pattern: P
  /**
   * The pattern with some of its `:name{a|b}` parameters fixed to one word, for a gateway that registers one route
   * each; typed as the pattern, so a handler reads the other parameters as it would.
   */
  only(fixed: Record<string, string>): P
}

export function route<const P extends string>(pattern: P): Route<P> {
  const fill = (...values: string[]) => {
    let next = 0
    return pattern.replace(/:\w+(\{[^}]*\})?/g, () => encodeURIComponent(values[next++]!))
  }
  const only = (fixed: Record<string, string>) =>
    pattern.replace(/:(\w+)(\{[^}]*\})?/g, (param, name: string) => fixed[name] ?? param)
  return Object.assign(fill, { pattern, only }) as unknown as Route<P>
}
