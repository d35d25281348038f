import { strFromU8, unzipSync } from 'fflate'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCORM_TEXTS } from '../../../src/domain/scorm'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// SCORM export (issue 27; 000 §8): a company with SCORM access downloads a course as a SCORM 1.2 package whose
// manifest an LMS imports and whose page, run against a stand-in of the LMS's API, reports the learner's place
// and completion; a company without access and a gaming activity get the spec's messages.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const scorm = (company: string, course: string, token: string) =>
  gateway.app.request(`/api/v1/course/company/${company}/course/${course}/scorm`, bearer(token))

describe(`SCORM export (${backend})`, () => {
  it('packages a course: the manifest, and a page that reports progress and completion to the LMS', async () => {
    const response = await scorm('cmp_globex', 'crs_passwords', globex)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=".+-scorm12\.zip"/)
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    expect(Object.keys(files).sort()).toEqual(['course.js', 'imsmanifest.xml', 'index.html', 'player.js'])
    const manifest = strFromU8(files['imsmanifest.xml']!)
    expect(manifest).toContain('<schemaversion>1.2</schemaversion>')
    expect(manifest).toContain('adlcp:scormtype="sco" href="index.html"')
    const course = JSON.parse(strFromU8(files['course.js']!).replace(/^window\.COURSE = /, '')) as {
      name: string
      sections: { chapters: unknown[] }[]
    }
    const chapters = course.sections.flatMap((s) => s.chapters).length
    expect(chapters).toBeGreaterThan(2)

    // The page inside an LMS frame: the API is found on the parent, and the last chapter completes the course.
    const calls: [string, ...string[]][] = []
    const values: Record<string, string> = {}
    const api = {
      LMSInitialize: () => (calls.push(['init']), 'true'),
      LMSGetValue: (key: string) => values[key] ?? '',
      LMSSetValue: (key: string, value: string) => (
        (values[key] = value),
        calls.push(['set', key, value]),
        'true'
      ),
      LMSCommit: () => 'true',
      LMSFinish: () => (calls.push(['finish']), 'true'),
    }
    const html = strFromU8(files['index.html']!).replace(/<script src="[^"]+"><\/script>/g, '')
    const dom = new JSDOM(html, { runScripts: 'outside-only' })
    Object.assign(dom.window, { API: api })
    dom.window.eval(strFromU8(files['course.js']!))
    dom.window.eval(strFromU8(files['player.js']!))
    const doc = dom.window.document
    expect(doc.getElementById('step')!.textContent).toBe(`1 / ${chapters}`)
    for (let i = 1; i < chapters; i++) doc.getElementById('next')!.click()
    expect(values['cmi.core.lesson_location']).toBe(String(chapters - 1))
    expect(values['cmi.core.lesson_status']).toBe('incomplete')
    doc.getElementById('next')!.click()
    expect(values['cmi.core.lesson_status']).toBe('completed')
    expect(calls[0]).toEqual(['init'])
    expect(calls.at(-1)).toEqual(['finish'])
  })

  it('refuses a company without SCORM access and a gaming activity with the spec’s messages', async () => {
    const noAccess = await scorm('cmp_acme', 'crs_passwords', acme)
    expect(noAccess.status).toBe(403)
    expect(((await noAccess.json()) as { error: { message: string } }).error.message).toBe(
      SCORM_TEXTS.noAccess,
    )
    const gaming = await scorm('cmp_globex', 'crs_gaming', globex)
    expect(gaming.status).toBe(409)
    expect(((await gaming.json()) as { error: { message: string } }).error.message).toBe(
      SCORM_TEXTS.notAvailable,
    )
    expect((await scorm('cmp_globex', 'crs_nw_onboarding', globex)).status).toBe(404)
    expect((await scorm('cmp_globex', 'crs_passwords', acme)).status).toBe(403)
  })
})
