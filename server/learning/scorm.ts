import { strToU8, zipSync } from 'fflate'
import type { CourseRecord } from './course-shares'

// A SCORM 1.2 package of a course: the manifest an LMS imports, and one SCO — a page that plays the course's
// chapters in order, finds the LMS's API in its parent frames, and reports the learner's place and completion
// (cmi.core.lesson_location, lesson_status) as they go.

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!,
  )

function manifest(course: CourseRecord) {
  const id = escapeXml(course.id)
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}-v${course.version}" version="1.2"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="org-${id}">
    <organization identifier="org-${id}">
      <title>${escapeXml(course.name)}</title>
      <item identifier="item-${id}" identifierref="sco-${id}" isvisible="true">
        <title>${escapeXml(course.name)}</title>
        <adlcp:masteryscore>100</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco-${id}" type="webcontent" adlcp:scormtype="sco" href="index.html">
      <file href="index.html"/>
      <file href="course.js"/>
      <file href="player.js"/>
    </resource>
  </resources>
</manifest>
`
}

const page = (course: CourseRecord) => `<!doctype html>
<html lang="${escapeXml(course.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(course.name)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1a1d29;background:#f5f6fa}
main{max-width:720px;margin:0 auto;padding:24px}
h1{font-size:1.5rem}section{background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002}
nav{display:flex;gap:12px;justify-content:space-between;margin-top:16px}
button{font:inherit;padding:8px 16px;border-radius:8px;border:1px solid #3d45b8;background:#3d45b8;color:#fff}
button[disabled]{opacity:.4}
</style>
</head>
<body>
<main>
<h1>${escapeXml(course.name)}</h1>
<section aria-live="polite"><p id="where"></p><h2 id="title"></h2><p id="meta"></p></section>
<nav><button id="back" type="button">Previous</button><span id="step"></span><button id="next" type="button">Next</button></nav>
</main>
<script src="course.js"></script>
<script src="player.js"></script>
</body>
</html>
`

const PLAYER = `(function () {
  var chapters = []
  window.COURSE.sections.forEach(function (section) {
    section.chapters.forEach(function (chapter) { chapters.push({ section: section.title, chapter: chapter }) })
  })
  function findApi(win) {
    for (var hops = 0; win && hops < 10; hops++) {
      if (win.API) return win.API
      if (win.parent === win) break
      win = win.parent
    }
    return window.opener && window.opener.API ? window.opener.API : null
  }
  var api = findApi(window)
  if (api) api.LMSInitialize('')
  var at = api ? Number(api.LMSGetValue('cmi.core.lesson_location')) || 0 : 0
  if (at >= chapters.length) at = 0
  function show() {
    var item = chapters[at]
    document.getElementById('where').textContent = item.section
    document.getElementById('title').textContent = item.chapter.title
    document.getElementById('meta').textContent = item.chapter.minutes + ' min' + (item.chapter.hasQuiz ? ' · quiz' : '')
    document.getElementById('step').textContent = (at + 1) + ' / ' + chapters.length
    document.getElementById('back').disabled = at === 0
    document.getElementById('next').textContent = at === chapters.length - 1 ? 'Finish' : 'Next'
    if (api) {
      api.LMSSetValue('cmi.core.lesson_location', String(at))
      api.LMSSetValue('cmi.core.lesson_status', 'incomplete')
      api.LMSCommit('')
    }
  }
  document.getElementById('back').onclick = function () { if (at > 0) { at--; show() } }
  document.getElementById('next').onclick = function () {
    if (at < chapters.length - 1) { at++; return show() }
    if (api) {
      api.LMSSetValue('cmi.core.lesson_status', 'completed')
      api.LMSSetValue('cmi.core.score.raw', '100')
      api.LMSCommit('')
      api.LMSFinish('')
    }
    document.getElementById('next').disabled = true
    document.getElementById('title').textContent = 'Course completed'
  }
  window.addEventListener('beforeunload', function () { if (api) api.LMSFinish('') })
  show()
})()
`

export function scormPackage(course: CourseRecord): Uint8Array {
  // The outline as data, never as markup: titles are text wherever the player puts them.
  const data = `window.COURSE = ${JSON.stringify({ name: course.name, sections: course.sections }).replace(/</g, '\\u003c')}\n`
  return zipSync({
    'imsmanifest.xml': strToU8(manifest(course)),
    'index.html': strToU8(page(course)),
    'course.js': strToU8(data),
    'player.js': strToU8(PLAYER),
  })
}
