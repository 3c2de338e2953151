// The qr area's English messages, the source of its nine other catalogues.
// The QR screens, the template editor, the camera, sending a link and NFC tags. The owner's own
// display name and typed review text are never here: they show as typed.
export const qr = {
  // Shared words
  'qr.back': 'Back',
  'qr.backToDashboard': 'Back to Dashboard',
  'qr.displayName': 'Display name',
  'qr.saving': 'Saving…',
  'qr.loadingQr': 'Loading QR code…',
  'qr.code.label': 'QR code',
  'qr.code.googleLabel': 'QR code for the Google review page of {name}',
  'qr.code.templateLabel': 'QR code for {name}: scan to rate your experience',
  'qr.scanGoogle': 'Scan to leave a review on Google',
  'qr.onlyOwner': 'Only the business owner can change the template.',
  'qr.updated': 'Your QR template has been updated.',

  // Layouts
  'qr.layout.legend': 'Layout',
  'qr.layout.quickBlack': 'Quick Black',
  'qr.layout.quickWhite': 'Quick White',

  // Review texts: the product's defaults, shown in the owner's language (the saved value stays the key)
  'qr.text.default': 'Scan the QR Code below to leave us a review!',
  'qr.text.preset1': 'Tell others about your experience!',
  'qr.text.preset2': 'Share your feedback with future customers!',
  'qr.text.preset3': 'Help others discover us - leave a review!',
  'qr.text.preset4': 'Your opinion matters - please review us!',
  'qr.text.preset5': 'Rate your experience on Google!',
  'qr.text.defaultHint': 'Default',
  'qr.text.custom': 'Write your own message',
  'qr.text.customHint': '{max, plural, one {Up to # character} other {Up to # characters}}',
  'qr.text.legend': 'Review message',
  'qr.text.yours': 'Your message',
  'qr.text.placeholder': 'e.g. Loved your visit? Tell others on Google!',

  // Not found, full screen
  'qr.notFound.title': 'Business not found',
  'qr.notFound.text': 'There is no business on your account to show a QR code for yet.',
  'qr.notFound.return': 'Return to Dashboard',
  'qr.fullscreen.back': 'Back to dashboard',
  'qr.fullscreen.heading': 'Review QR code for {name}',
  'qr.fullscreen.escHint': 'Press Esc to go back',
  'qr.fullscreen.title': '{name} · Review QR code',
  'qr.fullscreen.titleNoName': 'Review QR code',
  'qr.mobile.title': 'Google review QR code',

  // Demo phone display
  'qr.demo.title': 'Demo phone display',
  'qr.demo.badge': 'Demo display',
  'qr.demo.share': 'Share review link',
  'qr.demo.shareText': 'Leave {name} a review on Google',
  'qr.demo.copied.title': 'Link copied',
  'qr.demo.copied.text': 'The review link is on your clipboard.',
  'qr.demo.brightness': 'Brightness {value, number, ::percent}',
  'qr.demo.open': 'Open Link',

  // The quick template page
  'qr.quick.pageTitle': 'QR template · {product}',
  'qr.quick.heading': 'QR Template',
  'qr.quick.description': 'Choose {black} or {white} and the name shown above your code.',
  'qr.quick.loadFailed': 'Unable to load your template. Please reload the page.',
  'qr.quick.loading': 'Loading your template…',
  'qr.quick.template': 'Template',
  'qr.quick.nameHint': 'Leave it empty to show “{name}”.',
  'qr.quick.save': 'Save',
  'qr.quick.saved': 'Template saved',
  'qr.quick.saveFailed': 'Save failed',
  'qr.quick.saveFallback': 'Failed to save your template. Please try again.',

  // The template editor
  'qr.editor.readOnly': 'Only the business owner can change the template. You can preview and download it.',
  'qr.editor.layoutHint': '{black} stands out on a bright counter; {white} suits print.',
  'qr.editor.nameHint': 'Shown above the code. Leave it empty to use “{name}”.',
  'qr.editor.textHint': 'The line that invites customers to scan.',
  'qr.editor.image': 'Custom image',
  'qr.editor.imageHint': 'Your logo or a photo, shown above your name.',
  'qr.editor.preview': 'Preview',
  'qr.editor.unsaved': 'Unsaved changes',
  'qr.editor.saved': 'Saved',
  'qr.editor.save': 'Save Template',
  'qr.editor.reset': 'Reset to defaults',
  'qr.editor.savedToast': 'Template Saved',
  'qr.editor.saveFailed': 'Save Failed',
  'qr.editor.saveFallback': 'Failed to save template settings.',

  // Downloads
  'qr.download.failed': 'Download failed',
  'qr.download.retry': 'Please try again.',
  'qr.download.preparing': 'Preparing…',
  'qr.download.png': 'Download PNG',
  'qr.download.svg': 'Download SVG',
  'qr.download.myPng': 'Download my PNG',
  'qr.download.mySvg': 'Download my SVG',
  'qr.download.shopPng': 'Download shop PNG',
  'qr.download.shopSvg': 'Download shop SVG',

  // Custom image
  'qr.image.uploaded': 'Image uploaded successfully',
  'qr.image.uploadFailed': 'Upload failed',
  'qr.image.tryAnother': 'Please try another image.',
  'qr.image.alt': 'Your template artwork',
  'qr.image.uploadLabel': 'Upload image',
  'qr.image.upload': 'Upload Image',
  'qr.image.remove': 'Remove',
  'qr.image.hint':
    'JPEG, PNG or WEBP, up to 2MB. Resized to fit 300×300 on this device; shown above the code, never over it.',
  'qr.image.wrongType': 'Only JPEG, PNG, WEBP files are allowed',
  'qr.image.tooLarge': 'Image must be smaller than 2MB',
  'qr.image.readFailed': 'Failed to read file',
  'qr.image.invalid': 'Invalid image file',
  'qr.image.cannotProcess': 'Cannot process image',

  // Camera
  'qr.camera.take': 'Take Photo',
  'qr.camera.unsupported': 'Camera not supported',
  'qr.camera.useUpload': 'Please use file upload instead.',
  'qr.camera.denied': 'Camera access denied',
  'qr.camera.deniedText': 'Allow camera access in your browser settings, or upload a file instead.',
  'qr.camera.noCamera': 'No usable camera was found. Please use file upload instead.',
  'qr.camera.noBrowserSupport': 'Your browser cannot use the camera. Please use file upload.',
  'qr.camera.switchFailed': 'Camera switch failed',
  'qr.camera.switchFailedText': 'The other camera could not be started.',
  'qr.camera.captureFailed': 'Capture failed',
  'qr.camera.captureFailedText': 'The photo could not be taken. Please try again.',
  'qr.camera.captured': 'Photo captured successfully',
  'qr.camera.close': 'Close camera',
  'qr.camera.title': 'Take a photo',
  'qr.camera.capturedHint': 'Use this photo on your QR template, or take another.',
  'qr.camera.liveHint': 'Frame your logo, storefront or team, then capture.',
  'qr.camera.photoAlt': 'What the camera captured',
  'qr.camera.previewFront': 'Camera preview (front camera)',
  'qr.camera.previewBack': 'Camera preview (back camera)',
  'qr.camera.starting': 'Starting camera…',
  'qr.camera.retake': 'Retake',
  'qr.camera.usePhoto': 'Use Photo',
  'qr.camera.cancel': 'Cancel',
  'qr.camera.flip': 'Flip camera',
  'qr.camera.capture': 'Capture',

  // Send link
  'qr.send.button': 'Send link',
  'qr.send.close': 'Close',
  'qr.send.title': 'Send your review link',
  'qr.send.description':
    'For a customer who has already left. It is your own link, so their visit counts for you. Nothing about the customer is stored.',
  'qr.send.language': 'Customer’s language',
  'qr.send.message': 'Message',
  'qr.send.share': 'Share…',
  'qr.send.sms': 'SMS',
  'qr.send.email': 'E-mail',
  'qr.send.copy': 'Copy',
  'qr.send.shared': 'Shared.',
  'qr.send.shareFailed': 'The share sheet could not open. Use a button below.',
  'qr.send.copied': 'Message and link copied. Paste them into any app.',
  'qr.send.copyFailed': 'Copying is not allowed here. Press and hold the message above to copy it.',
  'qr.send.preparing': 'Preparing short links…',
  'qr.send.fullLink':
    'Short links are unavailable right now, so the full link is sent. It works just the same.',
  'qr.send.validUntil': 'These short links work until {date}.',

  // NFC tags
  'qr.nfc.unavailable':
    'NFC tags: on an Android phone with NFC, open this in Chrome to write your link to a sticker customers can tap.',
  'qr.nfc.write': 'Write to NFC tag',
  'qr.nfc.waiting': 'Hold the back of the phone against the tag…',
  'qr.nfc.written': 'Written. Customers can now tap the tag with their phone.',
  'qr.nfc.intro': 'Writes your link to an NFC sticker; tapping it opens your rating page and counts for you.',
  'qr.nfc.notAllowed':
    'NFC permission was not given. Allow NFC for this site in Chrome’s settings, then try again.',
  'qr.nfc.notSupported':
    'This tag can’t be written: it may be locked or not an NDEF tag. Try another sticker.',
  'qr.nfc.network':
    'The tag moved away or is too small for the link. Hold the phone still on a tag of at least 144 bytes (NTAG213 or larger).',
  'qr.nfc.aborted': 'Writing was cancelled.',
  'qr.nfc.off': 'NFC is turned off on this phone. Turn it on in the phone’s settings, then try again.',
  'qr.nfc.failed': 'The tag could not be written. Try again, holding the phone still on the tag.',
} as const;
