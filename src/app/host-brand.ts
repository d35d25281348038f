import { useEffect, useState } from 'react'
import type { JsonCall } from '../api/json-call'
import { isPlainHost } from '../domain/plain-host'
import type { Brand } from '../domain/white-label'
import { applyBrand } from '../ui/brand-theme'

// The sign-in pages show the brand of the verified custom domain they were opened on (002 §7). Asked once per
// page load; a host that is an address or localhost cannot be a custom domain and is not asked about. Any
// failure shows our own brand: signing in never waits on a brand. The code that asks for it (and checks the answer)
// loads only on a host that may be a custom domain, so the sign-in page's script does not carry it (issue 66).

let asked: Promise<Brand | null> | null = null

function hostBrand(api: JsonCall): Promise<Brand | null> {
  const host = window.location.hostname
  if (isPlainHost(host)) return Promise.resolve(null)
  asked ??= import('../api/settings/host-brand')
    .then(({ loadHostBrand }) => loadHostBrand(api, host))
    .catch(() => null)
  return asked
}

/**
 * The host's brand for the guest pages (undefined while asked), its colour applied to the page; asked with the
 * console's client, or with plain fetch on the sign-in page's own script.
 */
export function useHostBrand(api: JsonCall): Brand | null | undefined {
  const [brand, setBrand] = useState<Brand | null | undefined>(() =>
    isPlainHost(window.location.hostname) ? null : undefined,
  )
  useEffect(() => {
    let live = true
    void hostBrand(api).then((found) => {
      if (!live) return
      setBrand(found)
      applyBrand(found)
    })
    return () => {
      live = false
    }
  }, [api])
  return brand
}
