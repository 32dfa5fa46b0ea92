// Runs inside the AI landing page's frame (same origin as the host page). It shows the host's language,
// asks the host to play a video, and shows what the host reports back (SPEC §2 AI landing page, §8).
;(function () {
  'use strict'
  var SOURCE = 'ai-native-frame'
  var HOST = 'ai-native-host'
  var origin = window.location.origin

  var lang = 'zh'
  try {
    lang = window.parent.document.documentElement.lang === 'en' ? 'en' : 'zh'
  } catch (error) {
    lang = 'zh'
  }
  document.documentElement.lang = lang
  if (lang === 'en') {
    document.querySelectorAll('[data-en]').forEach(function (node) {
      node.textContent = node.getAttribute('data-en')
    })
  }

  var status = document.querySelector('[data-testid="frame-status"]')
  document.querySelectorAll('[data-video]').forEach(function (button) {
    button.addEventListener('click', function () {
      if (status) status.textContent = ''
      window.parent.postMessage({ source: SOURCE, type: 'playVideo', url: button.getAttribute('data-video') }, origin)
    })
  })

  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== window.parent) return
    var data = event.data
    if (data && data.source === HOST && data.type === 'videoError' && status) status.textContent = String(data.message)
  })
})()
