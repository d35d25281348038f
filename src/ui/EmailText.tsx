/**
 * An address that may wrap in a narrow cell only after its "@" (a line break anywhere else reads as two
 * addresses, or breaks a word: "adven/ture-works").
 */
export function EmailText({ address }: { address: string }) {
  const at = address.lastIndexOf('@')
  if (at < 0) return <>{address}</>
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  )
}
