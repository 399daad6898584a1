import type { MessageCatalogue } from '../message-catalogue';

export const es: MessageCatalogue = {
  '1 file ready; all licensed before, no download used.': '1 archivo listo; todos con licencia previa, no se usó ninguna descarga.',
  '1 file ready; {0} licensed now.': '1 archivo listo; {0} con licencia ahora.',
  '1 file submitted for review.': '1 archivo enviado a revisión.',
  '1 file uploaded, {0} refused.': '1 archivo subido, {0} rechazado(s).',
  '1 file uploaded.': '1 archivo subido.',
  'A category cannot be merged into one of its own subcategories.':
    'Una categoría no se puede fusionar con una de sus propias subcategorías.',
  'A category cannot go under itself.': 'Una categoría no puede ir dentro de sí misma.',
  'A code was sent a moment ago. Please wait 1 second before asking for a new one.':
    'Acabamos de enviar un código. Espera 1 segundo antes de pedir otro.',
  'A code was sent a moment ago. Please wait {0} seconds before asking for a new one.':
    'Acabamos de enviar un código. Espera {0} segundos antes de pedir otro.',
  'A model release may be at most 20 MB.': 'Una autorización de modelo puede tener como máximo 20 MB.',
  'A model release must be a PDF, JPEG or PNG file.': 'Una autorización de modelo debe ser un archivo PDF, JPEG o PNG.',
  'A new file starts as a DRAFT; submit it for review once its details are complete.':
    'Un archivo nuevo empieza como BORRADOR; envíalo a revisión cuando sus datos estén completos.',
  'A new verification code is on its way to {0}.': 'Un nuevo código de verificación va de camino a {0}.',
  'A period may be at most ten years long.': 'Un periodo puede durar como máximo diez años.',
  'A published collection already has this name.': 'Ya hay una colección publicada con este nombre.',
  'A scheduled article needs a publish time in the future.': 'Un artículo programado necesita una fecha de publicación futura.',
  'A zip holds at most {0} files. Split the collection to download it.':
    'Un zip contiene como máximo {0} archivos. Divide la colección para descargarla.',
  'Add a card on the Payment methods page first: the upgrade is charged to your default card.':
    'Primero añade una tarjeta en la página Métodos de pago: la mejora se cobra a tu tarjeta predeterminada.',
  'Add a title.': 'Añade un título.',
  'Add at least {0} keywords ({1} so far).': 'Añade al menos {0} palabras clave ({1} por ahora).',
  'Add your bank details before withdrawing.': 'Añade tus datos bancarios antes de retirar.',
  "Add your card on Stripe's secure page.": 'Añade tu tarjeta en la página segura de Stripe.',
  'Add {0} to {1} keywords ({2} given).': 'Añade de {0} a {1} palabras clave ({2} indicadas).',
  'All {0} seats of your plan are taken: remove someone before inviting another.':
    'Las {0} plazas de tu plan están ocupadas: quita a alguien antes de invitar a otra persona.',
  'Already handled.': 'Ya procesado.',
  'Another account already uses this e-mail address.': 'Otra cuenta ya usa esta dirección de correo.',
  'Another account has started using this e-mail address.': 'Otra cuenta ha empezado a usar esta dirección de correo.',
  'Another category of this type already has this name.': 'Otra categoría de este tipo ya tiene este nombre.',
  'Another export of this batch took some of its payouts; export it again.':
    'Otra exportación de este lote tomó algunos de sus pagos; expórtelo de nuevo.',
  'Another reviewer decided on this file meanwhile.': 'Otro revisor decidió sobre este archivo mientras tanto.',
  'Another {0:blog-audience} article already uses the address "{1}".': 'Otro artículo del blog «{0}» ya usa la dirección «{1}».',
  'Approved and published.': 'Aprobado y publicado.',
  'At most {0} is left to refund on this order.': 'En este pedido quedan como máximo {0} por reembolsar.',
  'Attach a model release: this file shows people.': 'Adjunta una autorización de modelo: este archivo muestra personas.',
  "Batch {0} was exported on {1}, before exported files were kept, and its pending payouts were in that file; it is not exported again. Mark each payout paid or failed from the bank's statement.":
    'El lote {0} se exportó el {1}, antes de que se guardaran los archivos exportados, y sus pagos pendientes estaban en ese archivo; no se exporta de nuevo. Marque cada pago como pagado o fallido según el extracto bancario.',
  'Batch {0} was exported on {1}: the same files again ({2} payout(s), message {3}). A bank that already took them refuses them as a duplicate; nothing is paid twice.':
    'El lote {0} se exportó el {1}: los mismos archivos de nuevo ({2} pago(s), mensaje {3}). Un banco que ya los recibió los rechaza como duplicado; nada se paga dos veces.',
  'Batch {0}: {1} payout(s), {2}.': 'Lote {0}: {1} pago(s), {2}.',
  'Both categories must be of the same type.': 'Ambas categorías deben ser del mismo tipo.',
  'Budget saved': 'Presupuesto guardado',
  'Card details are taken by the payment provider here, not by this form.':
    'Los datos de la tarjeta los recoge aquí el proveedor de pagos, no este formulario.',
  'Cards are added with the form on this page in test mode.': 'En modo de prueba, las tarjetas se añaden con el formulario de esta página.',
  'Category {0} is listed twice.': 'La categoría {0} aparece dos veces.',
  'Category {0} is not a top-level category.': 'La categoría {0} no es una categoría principal.',
  'Change the title, the description or the category.': 'Cambia el título, la descripción o la categoría.',
  'Check your e-mail: we have sent a 6-digit code to verify your new account. If this address already has an account, the e-mail says how to sign in instead.':
    'Revisa tu correo: te hemos enviado un código de 6 dígitos para verificar tu nueva cuenta. Si esta dirección ya tiene una cuenta, el correo explica cómo iniciar sesión en su lugar.',
  'Choose a category.': 'Elige una categoría.',
  'Choose a larger plan than your current one to upgrade.': 'Elige un plan mayor que el actual para mejorar.',
  'Choose a plan or a download pack to download licensed files.':
    'Elige un plan o un paquete de descargas para descargar archivos con licencia.',
  'Choose a time in the future.': 'Elige una fecha futura.',
  'Choose an image to upload.': 'Elige una imagen para subir.',
  'Choose another category to merge into.': 'Elige otra categoría con la que fusionar.',
  'Choose at least one image or video to upload.': 'Elige al menos una imagen o un vídeo para subir.',
  'Choose the country of the bank (two letters, e.g. DE).': 'Elige el país del banco (dos letras, p. ej., DE).',
  'Choose the new image or video.': 'Elige la nueva imagen o el nuevo vídeo.',
  'Choose the signed release (PDF, JPEG or PNG).': 'Elige la autorización firmada (PDF, JPEG o PNG).',
  'Collection created': 'Colección creada',
  'Collection deleted': 'Colección eliminada',
  'Collection updated': 'Colección actualizada',
  'Confirm the change with your password or with the code we e-mail you.':
    'Confirma el cambio con tu contraseña o con el código que te enviamos por correo.',
  'Confirm your bank details with the code we e-mail you before withdrawing.':
    'Confirma tus datos bancarios con el código que te enviamos por correo antes de retirar.',
  'Confirmed for {0} minutes.': 'Confirmado durante {0} minutos.',
  'Copy the client secret now: it is shown this once.': 'Copia ahora el secreto de cliente: solo se muestra esta vez.',
  'Copy the key now: it is shown this once.': 'Copia ahora la clave: solo se muestra esta vez.',
  'Copy the signing secret now: it is shown this once.': 'Copia ahora el secreto de firma: solo se muestra esta vez.',
  'Each link must be a web address starting with https:// or http://.':
    'Cada enlace debe ser una dirección web que empiece por https:// o http://.',
  'Enter a valid e-mail address, like name@example.com.': 'Introduce una dirección de correo válida, como nombre@example.com.',
  'Enter a valid phone number with 8 to 15 digits, like +44 20 7946 0000.':
    'Introduce un número de teléfono válido de 8 a 15 dígitos, como +44 20 7946 0000.',
  'Enter an IBAN, or an account number with a routing number or SWIFT code.':
    'Introduce un IBAN, o un número de cuenta con número de ruta o código SWIFT.',
  "Enter the model's name.": 'Introduce el nombre del modelo.',
  'Enter your name.': 'Introduce tu nombre.',
  'Enter your password again to do this.': 'Vuelve a introducir tu contraseña para hacer esto.',
  'Every payout of this batch is already settled; there is nothing to export.':
    'Todos los pagos de este lote ya están liquidados; no hay nada que exportar.',
  'Exported {0} payout(s): {1} in the ISO 20022 transfer file{2}, {3} in the CSV.':
    '{0} pago(s) exportado(s): {1} en el archivo de transferencia ISO 20022{2}, {3} en el CSV.',
  'Facebook did not share a confirmed e-mail address. Confirm one there, or sign up with e-mail.':
    'Facebook no compartió una dirección de correo confirmada. Confirma una allí o regístrate con tu correo.',
  'File {0} is not a published file.': 'El archivo {0} no está publicado.',
  'File {0} is not one of your published files.': 'El archivo {0} no es uno de tus archivos publicados.',
  'Files cannot be prepared right now. Try again in a few minutes.':
    'Ahora no se pueden preparar archivos. Inténtalo de nuevo en unos minutos.',
  'Give either a percent off or an amount off, not both.': 'Indica un porcentaje de descuento o un importe de descuento, no ambos.',
  'Give either an IBAN or an account number, not both.': 'Indica un IBAN o un número de cuenta, no ambos.',
  'Give the collection a name.': 'Ponle un nombre a la colección.',
  'Give the saved search a name.': 'Ponle un nombre a la búsqueda guardada.',
  'If an account uses this address, we have sent it a 6-digit code to reset the password.':
    'Si una cuenta usa esta dirección, le hemos enviado un código de 6 dígitos para restablecer la contraseña.',
  'If this account has no password yet, we have sent a 6-digit code to its e-mail address.':
    'Si esta cuenta aún no tiene contraseña, hemos enviado un código de 6 dígitos a su dirección de correo.',
  'If this address belongs to an account waiting for it, we have sent it a 6-digit code, valid for 10 minutes.':
    'Si esta dirección pertenece a una cuenta que la espera, le hemos enviado un código de 6 dígitos, válido durante 10 minutos.',
  'If this number belongs to an account waiting to verify it, we have sent it a 6-digit code, valid for 10 minutes.':
    'Si este número pertenece a una cuenta pendiente de verificarlo, le hemos enviado un código de 6 dígitos, válido durante 10 minutos.',
  'Invitation sent to {0}': 'Invitación enviada a {0}',
  'It has been redeemed {0} times already; the limit cannot be lower.': 'Ya se ha canjeado {0} veces; el límite no puede ser menor.',
  'Its contributor removed this file; only they can offer it again.':
    'Su colaborador retiró este archivo; solo él puede volver a ofrecerlo.',
  'List every category under this parent exactly once.': 'Indica cada categoría de este padre exactamente una vez.',
  'List every curated collection exactly once.': 'Indica cada colección destacada exactamente una vez.',
  "Marked as failed; {0} is back in {1}'s balance.": 'Marcado como fallido; {0} vuelve al saldo de {1}.',
  'Marked {0} to {1} as paid.': '{0} a {1} marcado como pagado.',
  'Member removed': 'Miembro eliminado',
  'Merged into {0}.': 'Fusionada en {0}.',
  'No activity recorded yet.': 'Aún no hay actividad registrada.',
  'No answer within {0} s.': 'Sin respuesta en {0} s.',
  'No bank details yet.': 'Aún no hay datos bancarios.',
  'No files carry this keyword.': 'Ningún archivo tiene esta palabra clave.',
  'Not found': 'No encontrado',
  'Nothing was submitted.': 'No se envió nada.',
  OK: 'OK',
  'Only a paid order can be refunded.': 'Solo se puede reembolsar un pedido pagado.',
  'Only a published file can be taken down; this one is {0:console-file-status}.':
    'Solo se puede retirar un archivo publicado; este tiene el estado «{0}».',
  'Only a taken-down file can be restored; this one is {0:console-file-status}.':
    'Solo se puede restaurar un archivo retirado; este tiene el estado «{0}».',
  'Only approved resellers have a developer area. Apply on the reseller page first.':
    'Solo los revendedores aprobados tienen un área de desarrollador. Solicítalo primero en la página de revendedores.',
  'Only the first {0} results can be browsed; refine the search to see more.':
    'Solo se pueden recorrer los primeros {0} resultados; afina la búsqueda para ver más.',
  'Only the owner of this collection can do that.': 'Solo el propietario de esta colección puede hacer eso.',
  'Only the team owner can do that.': 'Solo el propietario del equipo puede hacer eso.',
  'Order created. Complete the payment.': 'Pedido creado. Completa el pago.',
  'Payment received. Your licence is ready.': 'Pago recibido. Tu licencia está lista.',
  'Payment received. Your plan is ready.': 'Pago recibido. Tu plan está listo.',
  'Payments are processed securely by Stripe.': 'Los pagos los procesa Stripe de forma segura.',
  'Please sign in again.': 'Vuelve a iniciar sesión.',
  'Please sign in to continue.': 'Inicia sesión para continuar.',
  'Processing failed.': 'El procesamiento falló.',
  'Processing failed: replace the file or delete it.': 'El procesamiento falló: sustituye el archivo o elimínalo.',
  'Received.': 'Recibido.',
  'References saved.': 'Referencias guardadas.',
  'Refund of {0} recorded (credit note {1}); the payment provider will be asked again.':
    'Reembolso de {0} registrado (nota de crédito {1}); se volverá a consultar al proveedor de pagos.',
  'Refunded {0}; credit note {1}.': '{0} reembolsado; nota de crédito {1}.',
  'Rejected; the contributor is told why.': 'Rechazado; el colaborador recibe el motivo.',
  'Removed from the collection': 'Quitado de la colección',
  'Saved and submitted for review.': 'Guardado y enviado a revisión.',
  'Saved search deleted': 'Búsqueda guardada eliminada',
  'Saved search updated': 'Búsqueda guardada actualizada',
  'Saved to {0}': 'Guardado en {0}',
  'Saved to {0} collections': 'Guardado en {0} colecciones',
  'Saved.': 'Guardado.',
  'Say the file name in the upload metadata (filename).': 'Indica el nombre del archivo en los metadatos de la subida (filename).',
  'Say what is wrong in the note when the reason is "other".': 'Explica en la nota qué está mal cuando el motivo es «otro».',
  'Say which file to remove: collection_id and media_id, or media_collection_id.':
    'Indica qué archivo quitar: collection_id y media_id, o media_collection_id.',
  'Say why the payout failed; the contributor is told.': 'Indica por qué falló el pago; se informa al colaborador.',
  'Search saved': 'Búsqueda guardada',
  'Send status and media_id (DRAFT, inreview, rejected or published; a file id).':
    'Envía status y media_id (DRAFT, inreview, rejected o published; un ID de archivo).',
  'Send the files as multipart/form-data.': 'Envía los archivos como multipart/form-data.',
  'Send the image as multipart/form-data, in a field named "image".':
    'Envía la imagen como multipart/form-data, en un campo llamado «image».',
  'Send the release as multipart/form-data.': 'Envía la autorización como multipart/form-data.',
  'Share link ready': 'Enlace para compartir listo',
  'Share link turned off': 'Enlace para compartir desactivado',
  'Sign-in was cancelled or refused at the provider.': 'El inicio de sesión se canceló o se rechazó en el proveedor.',
  'Sign-in with {0} is not available.': 'El inicio de sesión con {0} no está disponible.',
  'Something went wrong on our side. Please try again; if it persists, quote {0}.':
    'Algo salió mal por nuestra parte. Inténtalo de nuevo; si persiste, indica {0}.',
  'Stripe is not configured on this server.': 'Stripe no está configurado en este servidor.',
  'Stripe test mode: use 4242 4242 4242 4242 with any future date and CVC.':
    'Modo de prueba de Stripe: usa 4242 4242 4242 4242 con cualquier fecha futura y cualquier CVC.',
  'Test mode accepts only the test cards: {0}.': 'El modo de prueba solo acepta las tarjetas de prueba: {0}.',
  'Test mode: no real money moves. Use {0} ({1:test-card-outcome}), {2} ({3:test-card-outcome}), {4} ({5:test-card-outcome}), any future expiry date and any CVC.':
    'Modo de prueba: no se mueve dinero real. Usa {0} ({1}), {2} ({3}), {4} ({5}), cualquier fecha de caducidad futura y cualquier CVC.',
  'Thank you for subscribing! Look out for new collections and tips in your inbox.':
    '¡Gracias por suscribirte! Pronto recibirás nuevas colecciones y consejos en tu bandeja de entrada.',
  'Thank you: your application is with our partner team. We will e-mail you when it is decided.':
    'Gracias: tu solicitud está en manos de nuestro equipo de socios. Te escribiremos cuando se decida.',
  'That is too many days to draw; choose a longer interval or a shorter period.':
    'Son demasiados días para dibujar; elige un intervalo más largo o un periodo más corto.',
  'That is too many months to draw; choose a longer interval or a shorter period.':
    'Son demasiados meses para dibujar; elige un intervalo más largo o un periodo más corto.',
  'That is too many weeks to draw; choose a longer interval or a shorter period.':
    'Son demasiadas semanas para dibujar; elige un intervalo más largo o un periodo más corto.',
  'That password is not right.': 'Esa contraseña no es correcta.',
  'The Content-Length header does not match the body.': 'La cabecera Content-Length no coincide con el cuerpo.',
  'The SWIFT code must have 8 or 11 letters and digits, e.g. DEUTDEFF.':
    'El código SWIFT debe tener 8 u 11 letras y dígitos, p. ej., DEUTDEFF.',
  'The Stripe-Signature header is missing.': 'Falta la cabecera Stripe-Signature.',
  'The URL must be a full http:// or https:// address.': 'La URL debe ser una dirección completa http:// o https://.',
  'The URL must be a public address: private, loopback and link-local addresses are refused.':
    'La URL debe ser una dirección pública: se rechazan las direcciones privadas, de loopback y link-local.',
  'The URL must not contain a user name or password.': 'La URL no debe contener un nombre de usuario ni una contraseña.',
  'The account number must be 4 to 34 letters and digits.': 'El número de cuenta debe tener de 4 a 34 letras y dígitos.',
  'The address is not valid: it has a malformed percent-encoding (%).':
    'La dirección no es válida: tiene una codificación porcentual (%) mal formada.',
  'The address is too long.': 'La dirección es demasiado larga.',
  'The article is deleted.': 'El artículo se ha eliminado.',
  'The article is saved.': 'El artículo se ha guardado.',
  'The avatar must be a JPEG, PNG, WebP or GIF picture.': 'El avatar debe ser una imagen JPEG, PNG, WebP o GIF.',
  'The avatar must be at most 10 MB.': 'El avatar puede tener como máximo 10 MB.',
  'The card number is not valid.': 'El número de tarjeta no es válido.',
  'The categories are in the new order.': 'Las categorías están en el nuevo orden.',
  'The category is added.': 'La categoría se ha añadido.',
  'The category is deleted.': 'La categoría se ha eliminado.',
  'The category is renamed.': 'La categoría se ha renombrado.',
  'The category {0} is created.': 'La categoría {0} se ha creado.',
  'The category {0} is saved.': 'La categoría {0} se ha guardado.',
  'The code {0} is already used by an offer or a promo code.': 'El código {0} ya lo usa una oferta o un código promocional.',
  'The collection {0} is created.': 'La colección {0} se ha creado.',
  'The collection {0} is saved.': 'La colección {0} se ha guardado.',
  'The collections are in the new order.': 'Las colecciones están en el nuevo orden.',
  'The current password is not correct.': 'La contraseña actual no es correcta.',
  'The database is unreachable.': 'No se puede acceder a la base de datos.',
  'The e-mail address or password is not correct.': 'La dirección de correo o la contraseña no es correcta.',
  'The end must be after the start.': 'El final debe ser posterior al inicio.',
  'The endpoint is deleted: it will receive nothing more.': 'El endpoint se ha eliminado: no recibirá nada más.',
  'The event is being sent again.': 'El evento se está enviando de nuevo.',
  'The file is deleted.': 'El archivo se ha eliminado.',
  'The file is empty.': 'El archivo está vacío.',
  'The file is no longer for sale. Buyers who licensed it keep their downloads.':
    'El archivo ya no está a la venta. Los compradores que lo licenciaron conservan sus descargas.',
  'The file is on sale again.': 'El archivo vuelve a estar a la venta.',
  'The file is replaced and is being processed again.': 'El archivo se ha sustituido y se está procesando de nuevo.',
  'The file is still being processed.': 'El archivo aún se está procesando.',
  'The file is taken down. Buyers who licensed it keep their downloads.':
    'El archivo se ha retirado. Los compradores que lo licenciaron conservan sus descargas.',
  'The file is updated.': 'El archivo se ha actualizado.',
  'The file is uploaded and is being processed.': 'El archivo se ha subido y se está procesando.',
  'The home page shows {0} categories in the new order.': 'La página de inicio muestra {0} categorías en el nuevo orden.',
  'The image is uploaded.': 'La imagen se ha subido.',
  'The image must be a JPEG, PNG, WebP, GIF, AVIF or TIFF picture.': 'La imagen debe ser JPEG, PNG, WebP, GIF, AVIF o TIFF.',
  'The image must be at most 20 MB.': 'La imagen puede tener como máximo 20 MB.',
  'The model release is saved.': 'La autorización de modelo se ha guardado.',
  'The name may be at most {0} characters.': 'El nombre puede tener como máximo {0} caracteres.',
  'The offer {0} has ended.': 'La oferta {0} ha terminado.',
  'The offer {0} has not started yet.': 'La oferta {0} aún no ha empezado.',
  'The offer {0} is created.': 'La oferta {0} se ha creado.',
  'The offer {0} is off.': 'La oferta {0} está desactivada.',
  'The offer {0} is updated.': 'La oferta {0} se ha actualizado.',
  'The old client secret and its tokens no longer work. Copy the new secret now: it is shown this once.':
    'El secreto de cliente anterior y sus tokens ya no funcionan. Copia ahora el nuevo secreto: solo se muestra esta vez.',
  'The old key is revoked. Copy the new key now: it is shown this once.':
    'La clave anterior está revocada. Copia ahora la nueva clave: solo se muestra esta vez.',
  'The old signing secret no longer signs anything. Copy the new one now: it is shown this once.':
    'El secreto de firma anterior ya no firma nada. Copia ahora el nuevo: solo se muestra esta vez.',
  'The owner has turned this share link off.': 'El propietario ha desactivado este enlace para compartir.',
  'The parent must be an existing top-level category of the same type.':
    'El padre debe ser una categoría principal existente del mismo tipo.',
  'The password is not correct.': 'La contraseña no es correcta.',
  'The password is not right.': 'La contraseña no es correcta.',
  'The password must be at least {0} characters long.': 'La contraseña debe tener al menos {0} caracteres.',
  'The password must be at most {0} characters long.': 'La contraseña puede tener como máximo {0} caracteres.',
  'The password must not be your e-mail address or part of it.': 'La contraseña no puede ser tu dirección de correo ni parte de ella.',
  'The passwords do not match.': 'Las contraseñas no coinciden.',
  'The payment did not go through. Nothing was charged.': 'El pago no se completó. No se ha cobrado nada.',
  'The payment failed.': 'El pago falló.',
  'The payment needs the card holder to confirm it.': 'El pago necesita la confirmación del titular de la tarjeta.',
  'The payment page expired before the payment was made. Nothing was charged.':
    'La página de pago caducó antes de realizar el pago. No se ha cobrado nada.',
  'The payment was cancelled. Nothing was charged.': 'El pago se canceló. No se ha cobrado nada.',
  'The price of this licence changed after checkout. Check out again to see the new price.':
    'El precio de esta licencia cambió después del pago. Vuelve a pagar para ver el nuevo precio.',
  'The price of this plan changed after checkout. Check out again to see the new price.':
    'El precio de este plan cambió después del pago. Vuelve a pagar para ver el nuevo precio.',
  'The promo code {0} does not apply to {1}.': 'El código promocional {0} no se aplica a {1}.',
  'The promo code {0} has been used up.': 'El código promocional {0} se ha agotado.',
  'The promo code {0} has expired.': 'El código promocional {0} ha caducado.',
  'The promo code {0} is created.': 'El código promocional {0} se ha creado.',
  'The promo code {0} is for a first purchase, and you have bought before.':
    'El código promocional {0} es para una primera compra, y ya has comprado antes.',
  'The promo code {0} is no longer valid.': 'El código promocional {0} ya no es válido.',
  'The promo code {0} is not valid yet.': 'El código promocional {0} aún no es válido.',
  'The promo code {0} is off.': 'El código promocional {0} está desactivado.',
  'The promo code {0} is updated.': 'El código promocional {0} se ha actualizado.',
  'The public name must not be empty.': 'El nombre público no puede estar vacío.',
  'The receiver answered {0}.': 'El receptor respondió {0}.',
  'The request body is empty; send a JSON object.': 'El cuerpo de la solicitud está vacío; envía un objeto JSON.',
  'The request body is not valid JSON.': 'El cuerpo de la solicitud no es JSON válido.',
  'The request body is too large; the limit is {0}.': 'El cuerpo de la solicitud es demasiado grande; el límite es {0}.',
  'The request headers are too large.': 'Las cabeceras de la solicitud son demasiado grandes.',
  'The request is not valid HTTP.': 'La solicitud no es HTTP válido.',
  'The request is not valid.': 'La solicitud no es válida.',
  'The request took too long to arrive.': 'La solicitud tardó demasiado en llegar.',
  'The saved card is not a test card.': 'La tarjeta guardada no es una tarjeta de prueba.',
  'The sign-in provider did not answer as expected ({0}).': 'El proveedor de inicio de sesión no respondió como se esperaba ({0}).',
  'The sign-in provider did not share an e-mail address.': 'El proveedor de inicio de sesión no compartió una dirección de correo.',
  'The sign-in provider shared an e-mail address this site cannot use.':
    'El proveedor de inicio de sesión compartió una dirección de correo que este sitio no puede usar.',
  "The sign-in provider's identity token was refused (nonce).":
    'Se rechazó el token de identidad del proveedor de inicio de sesión (nonce).',
  "The sign-in provider's identity token was refused ({0}).": 'Se rechazó el token de identidad del proveedor de inicio de sesión ({0}).',
  'The smallest withdrawal is {0}.': 'El retiro mínimo es de {0}.',
  'The title cannot be empty.': 'El título no puede estar vacío.',
  'The title may be at most {0} characters.': 'El título puede tener como máximo {0} caracteres.',
  'The translation is removed.': 'La traducción se ha eliminado.',
  'The translation is saved.': 'La traducción se ha guardado.',
  'The upgrade payment did not go through.': 'El pago de la mejora no se completó.',
  'The upload could not be read; send the form again.': 'No se pudo leer la subida; vuelve a enviar el formulario.',
  'The webhook signature does not match; the event was refused.': 'La firma del webhook no coincide; se rechazó el evento.',
  'The {0:blog-audience} blog already has a category called "{1}".': 'El blog «{0}» ya tiene una categoría llamada «{1}».',
  'There are no bank details to confirm yet; add them first.': 'Aún no hay datos bancarios que confirmar; añádelos primero.',
  'There are no bank details to edit yet; add them first.': 'Aún no hay datos bancarios que editar; añádelos primero.',
  'There is no code waiting for this address. Ask for a new one.': 'No hay ningún código pendiente para esta dirección. Pide uno nuevo.',
  'There is no model release {0} among yours.': 'No hay ninguna autorización de modelo {0} entre las tuyas.',
  'There is no offer with the code {0}.': 'No hay ninguna oferta con el código {0}.',
  'There is no plan {0}.': 'No existe el plan {0}.',
  'There is no such OAuth app.': 'Esta aplicación OAuth no existe.',
  'There is no such application.': 'Esta solicitud no existe.',
  'There is no such category for this type of file.': 'Esta categoría no existe para este tipo de archivo.',
  'There is no such category.': 'Esta categoría no existe.',
  'There is no such collection.': 'Esta colección no existe.',
  'There is no such credit note.': 'Esta nota de crédito no existe.',
  'There is no such delivery.': 'Esta entrega no existe.',
  'There is no such file in your catalogue.': 'Este archivo no existe en tu catálogo.',
  'There is no such file.': 'Este archivo no existe.',
  'There is no such invoice.': 'Esta factura no existe.',
  'There is no such key.': 'Esta clave no existe.',
  'There is no such licence.': 'Esta licencia no existe.',
  'There is no such model release.': 'Esta autorización de modelo no existe.',
  'There is no such offer.': 'Esta oferta no existe.',
  'There is no such order.': 'Este pedido no existe.',
  'There is no such payout batch.': 'Este lote de pagos no existe.',
  'There is no such plan variant.': 'Esta variante de plan no existe.',
  'There is no such portfolio.': 'Este portafolio no existe.',
  'There is no such promo code.': 'Este código promocional no existe.',
  'There is no such saved card.': 'Esta tarjeta guardada no existe.',
  'There is no such upload.': 'Esta subida no existe.',
  'There is no such user.': 'Este usuario no existe.',
  'There is no such webhook endpoint.': 'Este endpoint de webhook no existe.',
  'There is no such withdrawal.': 'Este retiro no existe.',
  'There is no {0:media-type-prose} category {1}.': 'No existe la categoría {1} de tipo «{0}».',
  'There is no {0} {1} in this API.': 'Esta API no tiene {0} {1}.',
  'These files are not published: {0}.': 'Estos archivos no están publicados: {0}.',
  'These people are not members of your team.': 'Estas personas no son miembros de tu equipo.',
  'This IBAN belongs to {0}, not {1}.': 'Este IBAN pertenece a {0}, no a {1}.',
  'This IBAN is not valid: check the country code, the length and the digits.':
    'Este IBAN no es válido: revisa el código de país, la longitud y los dígitos.',
  'This OAuth app is revoked already.': 'Esta aplicación OAuth ya está revocada.',
  'This account already has the {0:role} role.': 'Esta cuenta ya tiene el rol «{0}».',
  'This account does not have administrator access.': 'Esta cuenta no tiene acceso de administrador.',
  'This account does not have the {0:role} role.': 'Esta cuenta no tiene el rol «{0}».',
  'This account has no contributor profile.': 'Esta cuenta no tiene perfil de colaborador.',
  'This account is already suspended.': 'Esta cuenta ya está suspendida.',
  'This account is no longer available.': 'Esta cuenta ya no está disponible.',
  'This account is not suspended.': 'Esta cuenta no está suspendida.',
  'This account is suspended, so it cannot sign in. Write to support if you think this is a mistake.':
    'Esta cuenta está suspendida, así que no puede iniciar sesión. Escribe al soporte si crees que es un error.',
  'This address is already subscribed to our newsletter.': 'Esta dirección ya está suscrita a nuestro boletín.',
  'This address was not subscribed to the newsletter.': 'Esta dirección no estaba suscrita al boletín.',
  'This application has been decided already.': 'Esta solicitud ya se ha decidido.',
  'This article does not exist or is not published.': 'Este artículo no existe o no está publicado.',
  'This article has no translation into that language.': 'Este artículo no tiene traducción a ese idioma.',
  'This blog category does not exist.': 'Esta categoría del blog no existe.',
  'This category does not exist.': 'Esta categoría no existe.',
  'This category has subcategories; merge it into a top-level category.':
    'Esta categoría tiene subcategorías; fusiónala con una categoría principal.',
  'This category has subcategories; only a category without any can go under another.':
    'Esta categoría tiene subcategorías; solo una categoría sin subcategorías puede ir dentro de otra.',
  'This code has already been used. Ask for a new one.': 'Este código ya se ha usado. Pide uno nuevo.',
  'This code has expired. Ask for a new one.': 'Este código ha caducado. Pide uno nuevo.',
  'This code is not correct.': 'Este código no es correcto.',
  'This collection does not exist.': 'Esta colección no existe.',
  'This collection has no files to download.': 'Esta colección no tiene archivos para descargar.',
  'This collection needs 1 download and you have {0} left. Nothing was licensed or charged: buy a pack or upgrade your plan first.':
    'Esta colección necesita 1 descarga y te quedan {0}. No se ha licenciado ni cobrado nada: compra primero un paquete o mejora tu plan.',
  'This collection needs {0} downloads and you have {1} left. Nothing was licensed or charged: buy a pack or upgrade your plan first.':
    'Esta colección necesita {0} descargas y te quedan {1}. No se ha licenciado ni cobrado nada: compra primero un paquete o mejora tu plan.',
  'This content type is not supported here; send application/json.': 'Este tipo de contenido no se admite aquí; envía application/json.',
  'This delivery is being sent now: wait for its outcome.': 'Esta entrega se está enviando ahora: espera su resultado.',
  'This download link has expired. Download the file again from its page; it will not use another download.':
    'Este enlace de descarga ha caducado. Vuelve a descargar el archivo desde su página; no usará otra descarga.',
  'This download link is not valid.': 'Este enlace de descarga no es válido.',
  'This e-mail address is already verified.': 'Esta dirección de correo ya está verificada.',
  'This field is required.': 'Este campo es obligatorio.',
  'This file cannot be submitted yet: {0}': 'Este archivo aún no se puede enviar: {0}',
  'This file changed meanwhile; reload it and try again.': 'Este archivo cambió mientras tanto; vuelve a cargarlo e inténtalo de nuevo.',
  'This file does not exist or is no longer available.': 'Este archivo no existe o ya no está disponible.',
  'This file has no video picture in it. Please upload an MP4 or MOV video.':
    'Este archivo no contiene imagen de vídeo. Sube un vídeo MP4 o MOV.',
  'This file is a video, but it was uploaded as an image.': 'Este archivo es un vídeo, pero se subió como imagen.',
  'This file is an image, but it was uploaded as a video.': 'Este archivo es una imagen, pero se subió como vídeo.',
  'This file is in review and cannot be changed until the review is done.':
    'Este archivo está en revisión y no se puede cambiar hasta que termine la revisión.',
  'This file is no longer available.': 'Este archivo ya no está disponible.',
  'This file is not a JPEG, PNG, WebP or TIFF image, or an MP4 or MOV video.':
    'Este archivo no es una imagen JPEG, PNG, WebP o TIFF, ni un vídeo MP4 o MOV.',
  'This file is not a JPEG, PNG, WebP or TIFF image.': 'Este archivo no es una imagen JPEG, PNG, WebP o TIFF.',
  'This file is not a video we can read. Please upload an MP4 or MOV file.':
    'Este archivo no es un vídeo que podamos leer. Sube un archivo MP4 o MOV.',
  'This file is not available for download.': 'Este archivo no está disponible para descargar.',
  'This file is not available for licensing.': 'Este archivo no está disponible para licenciar.',
  'This file is not available: only published files can be saved.':
    'Este archivo no está disponible: solo se pueden guardar archivos publicados.',
  'This file is not in the collection.': 'Este archivo no está en la colección.',
  'This file is now {0:file-status}, not {1:file-status}; reload your catalogue and try again.':
    'Este archivo tiene ahora el estado «{0}», no «{1}»; vuelve a cargar tu catálogo e inténtalo de nuevo.',
  'This file is too large. Files may be at most {0}.': 'Este archivo es demasiado grande. Los archivos pueden tener como máximo {0}.',
  'This file is too large. Images may be at most {0}.': 'Este archivo es demasiado grande. Las imágenes pueden tener como máximo {0}.',
  'This file is too large. Videos may be at most {0}.': 'Este archivo es demasiado grande. Los vídeos pueden tener como máximo {0}.',
  'This file is {0:file-status-prose} and can no longer be edited.': 'Este archivo tiene el estado «{0}» y ya no se puede editar.',
  'This file is {0:console-file-status-prose}; it cannot be made {1:console-file-status-prose}.':
    'Este archivo tiene el estado «{0}»; no puede pasar al estado «{1}».',
  'This file is {0:file-status-prose}; it cannot be made {1:file-status-prose} by its contributor.':
    'Este archivo tiene el estado «{0}»; su colaborador no puede pasarlo al estado «{1}».',
  'This idempotency key was already used for a different order.': 'Esta clave de idempotencia ya se usó para otro pedido.',
  'This idempotency key was already used for a refund of {0} on this order; a new refund needs a new key.':
    'Esta clave de idempotencia ya se usó para un reembolso de {0} en este pedido; un reembolso nuevo necesita una clave nueva.',
  'This image is damaged or incomplete (the upload may have been cut off). Please upload it again.':
    'Esta imagen está dañada o incompleta (puede que la subida se cortara). Súbela de nuevo.',
  'This image is too large. The limit is {0} megapixels.': 'Esta imagen es demasiado grande. El límite es de {0} megapíxeles.',
  'This image is too large: {0} × {1} pixels ({2} megapixels). The limit is {3} megapixels.':
    'Esta imagen es demasiado grande: {0} × {1} píxeles ({2} megapíxeles). El límite es de {3} megapíxeles.',
  'This image is {0} × {1} pixels ({2} megapixels). Images may have at most {3} megapixels.':
    'Esta imagen tiene {0} × {1} píxeles ({2} megapíxeles). Las imágenes pueden tener como máximo {3} megapíxeles.',
  'This image is {0} × {1} pixels ({2} megapixels). Images need at least {3} megapixels.':
    'Esta imagen tiene {0} × {1} píxeles ({2} megapíxeles). Las imágenes necesitan al menos {3} megapíxeles.',
  'This invitation is for {0}. Sign in with that address to join.':
    'Esta invitación es para {0}. Inicia sesión con esa dirección para unirte.',
  'This invitation is no longer valid. Ask the team owner to invite you again.':
    'Esta invitación ya no es válida. Pide al propietario del equipo que vuelva a invitarte.',
  'This is the last administrator; make someone else an admin first.':
    'Este es el último administrador; haz administrador a otra persona primero.',
  'This key is revoked already.': 'Esta clave ya está revocada.',
  'This licence is already Enhanced: there is nothing to upgrade.': 'Esta licencia ya es Enhanced: no hay nada que mejorar.',
  'This licence was revoked when its order was refunded: the file is no longer delivered under it.':
    'Esta licencia se revocó cuando se reembolsó su pedido: el archivo ya no se entrega con ella.',
  'This order can no longer be paid. Check out again.': 'Este pedido ya no se puede pagar. Vuelve a pagar desde el principio.',
  'This order is already paid. Nothing more was charged.': 'Este pedido ya está pagado. No se ha cobrado nada más.',
  'This order was already paid by an earlier payment.': 'Este pedido ya se pagó con un pago anterior.',
  'This password is among the most common ones and easy to guess. Choose another.':
    'Esta contraseña es de las más comunes y fácil de adivinar. Elige otra.',
  'This person is already in your team.': 'Esta persona ya está en tu equipo.',
  'This picture could not be read; it may be damaged or too large.':
    'No se pudo leer esta imagen; puede que esté dañada o sea demasiado grande.',
  'This plan does not exist. Choose a plan on the Pricing page.': 'Este plan no existe. Elige un plan en la página de Precios.',
  'This plan option does not exist. Choose a plan on the Pricing page.':
    'Esta opción de plan no existe. Elige un plan en la página de Precios.',
  'This plan option is no longer sold. Choose a plan on the Pricing page.':
    'Esta opción de plan ya no se vende. Elige un plan en la página de Precios.',
  'This referral code is not valid.': 'Este código de referido no es válido.',
  'This routing number is not valid: it has 9 digits and a check digit.':
    'Este número de ruta no es válido: tiene 9 dígitos y un dígito de control.',
  'This saved search does not exist.': 'Esta búsqueda guardada no existe.',
  'This share link does not exist.': 'Este enlace para compartir no existe.',
  'This share link has expired.': 'Este enlace para compartir ha caducado.',
  'This sign-in link has expired or was already used. Please start again.':
    'Este enlace de inicio de sesión ha caducado o ya se usó. Empieza de nuevo.',
  'This size of the file is licensed for that client already: nothing more was charged.':
    'Este tamaño del archivo ya está licenciado para ese cliente: no se ha cobrado nada más.',
  'This team does not exist.': 'Este equipo no existe.',
  'This upload would exceed your storage quota of {0} ({1} used). Delete files you no longer need, or contact support for more space.':
    'Esta subida superaría tu cuota de almacenamiento de {0} ({1} usados). Elimina los archivos que ya no necesites o contacta con soporte para tener más espacio.',
  'This video has no playable picture (its size, length or frame rate is missing).':
    'Este vídeo no tiene imagen reproducible (falta su tamaño, duración o velocidad de fotogramas).',
  'This video is encoded as an unknown format. Please upload H.264, HEVC or ProRes video.':
    'Este vídeo está codificado en un formato desconocido. Sube vídeo H.264, HEVC o ProRes.',
  'This video is encoded as {0}. Please upload H.264, HEVC or ProRes video.':
    'Este vídeo está codificado en {0}. Sube vídeo H.264, HEVC o ProRes.',
  'This video is {0} seconds long. Videos must be {1} to {2} seconds long.':
    'Este vídeo dura {0} segundos. Los vídeos deben durar de {1} a {2} segundos.',
  'This video is {0} × {1}. Videos must be at least {2} × {3}.': 'Este vídeo mide {0} × {1}. Los vídeos deben medir al menos {2} × {3}.',
  'This withdrawal was already decided: it is marked {0:withdrawal-status}.': 'Este retiro ya se decidió: está marcado como «{0}».',
  'Too many failed sign-in attempts. Please wait 1 minute and try again.':
    'Demasiados intentos fallidos de inicio de sesión. Espera 1 minuto e inténtalo de nuevo.',
  'Too many failed sign-in attempts. Please wait 1 second and try again.':
    'Demasiados intentos fallidos de inicio de sesión. Espera 1 segundo e inténtalo de nuevo.',
  'Too many failed sign-in attempts. Please wait {0} minutes and try again.':
    'Demasiados intentos fallidos de inicio de sesión. Espera {0} minutos e inténtalo de nuevo.',
  'Too many failed sign-in attempts. Please wait {0} seconds and try again.':
    'Demasiados intentos fallidos de inicio de sesión. Espera {0} segundos e inténtalo de nuevo.',
  'Too many requests. Please wait 1 day and try again.': 'Demasiadas solicitudes. Espera 1 día e inténtalo de nuevo.',
  'Too many requests. Please wait 1 hour and try again.': 'Demasiadas solicitudes. Espera 1 hora e inténtalo de nuevo.',
  'Too many requests. Please wait 1 minute and try again.': 'Demasiadas solicitudes. Espera 1 minuto e inténtalo de nuevo.',
  'Too many requests. Please wait 1 second and try again.': 'Demasiadas solicitudes. Espera 1 segundo e inténtalo de nuevo.',
  'Too many requests. Please wait {0} and try again.': 'Demasiadas solicitudes. Espera {0} e inténtalo de nuevo.',
  'Too many requests. Please wait {0} days and try again.': 'Demasiadas solicitudes. Espera {0} días e inténtalo de nuevo.',
  'Too many requests. Please wait {0} hours and try again.': 'Demasiadas solicitudes. Espera {0} horas e inténtalo de nuevo.',
  'Too many requests. Please wait {0} minutes and try again.': 'Demasiadas solicitudes. Espera {0} minutos e inténtalo de nuevo.',
  'Too many requests. Please wait {0} seconds and try again.': 'Demasiadas solicitudes. Espera {0} segundos e inténtalo de nuevo.',
  'Too many wrong codes were entered. Ask for a new one.': 'Se introdujeron demasiados códigos incorrectos. Pide uno nuevo.',
  'Too many wrong codes. Please wait 1 minute and try again.': 'Demasiados códigos incorrectos. Espera 1 minuto e inténtalo de nuevo.',
  'Too many wrong codes. Please wait 1 second and try again.': 'Demasiados códigos incorrectos. Espera 1 segundo e inténtalo de nuevo.',
  'Too many wrong codes. Please wait {0} minutes and try again.':
    'Demasiados códigos incorrectos. Espera {0} minutos e inténtalo de nuevo.',
  'Too many wrong codes. Please wait {0} seconds and try again.':
    'Demasiados códigos incorrectos. Espera {0} segundos e inténtalo de nuevo.',
  'Uploads are not available right now. Please try again in a moment.':
    'Las subidas no están disponibles ahora mismo. Inténtalo de nuevo en un momento.',
  'Use at most {0} keywords.': 'Usa como máximo {0} palabras clave.',
  'Verify your e-mail address first: we have sent a 6-digit code to it.':
    'Verifica primero tu dirección de correo: te hemos enviado un código de 6 dígitos.',
  'We could not prepare this size of the file. Download it again to try once more, or choose another size.':
    'No pudimos preparar este tamaño del archivo. Descárgalo de nuevo para volver a intentarlo o elige otro tamaño.',
  'We sent a code to {0}.': 'Hemos enviado un código a {0}.',
  'With an account number, enter its routing number or SWIFT code.': 'Con un número de cuenta, introduce su número de ruta o código SWIFT.',
  'Withdrawal {0} is not pending or is already in a batch; nothing was batched.':
    'El retiro {0} no está pendiente o ya está en un lote; no se agrupó nada.',
  'You already have a collection with this name.': 'Ya tienes una colección con este nombre.',
  'You already have bank details; edit them instead.': 'Ya tienes datos bancarios; edítalos en su lugar.',
  'You already have the {0} plan. Upgrade it from your subscription instead of buying a second plan.':
    'Ya tienes el plan {0}. Mejóralo desde tu suscripción en lugar de comprar un segundo plan.',
  'You are already a member of another team.': 'Ya eres miembro de otro equipo.',
  'You are now on {0}. Your downloads for this period start afresh.': 'Ahora tienes {0}. Tus descargas de este periodo empiezan de cero.',
  'You are signed in.': 'Has iniciado sesión.',
  'You are signed out.': 'Has cerrado sesión.',
  'You are unsubscribed from the newsletter.': 'Te has dado de baja del boletín.',
  'You can keep up to 50 saved searches: delete one to save another.':
    'Puedes tener hasta 50 búsquedas guardadas: elimina una para guardar otra.',
  'You can view this team collection but not change it.': 'Puedes ver esta colección del equipo, pero no cambiarla.',
  'You can withdraw at most {0}, your available balance.': 'Puedes retirar como máximo {0}, tu saldo disponible.',
  'You cannot suspend your own account.': 'No puedes suspender tu propia cuenta.',
  'You cannot take away your own admin role; ask another administrator.':
    'No puedes quitarte tu propio rol de administrador; pídeselo a otro administrador.',
  'You have already saved this search.': 'Ya has guardado esta búsqueda.',
  'You have no active plan.': 'No tienes ningún plan activo.',
  "You have reached today's upload limit of {0} files ({1} uploaded in the last 24 hours). Please try again tomorrow.":
    'Has alcanzado el límite diario de subida de {0} archivos ({1} subidos en las últimas 24 horas). Inténtalo de nuevo mañana.',
  'You have used all {0} downloads of this period. They renew on {1}; upgrade or buy a download pack to download now.':
    'Has usado las {0} descargas de este periodo. Se renuevan el {1}; mejora tu plan o compra un paquete de descargas para descargar ahora.',
  'You have used your download budget of {0} this month. Ask your team owner to raise it.':
    'Has usado tu presupuesto de descargas de {0} este mes. Pide al propietario del equipo que lo aumente.',
  'You hold a Standard licence for this file: upgrade it to Enhanced from your licence history.':
    'Tienes una licencia Standard para este archivo: mejórala a Enhanced desde tu historial de licencias.',
  "You joined {0}'s team": 'Te has unido al equipo de {0}',
  'You licensed this file before, so this download is free.': 'Ya licenciaste este archivo, así que esta descarga es gratuita.',
  'You licensed this file before: download it again for free from its page.':
    'Ya licenciaste este archivo: descárgalo de nuevo gratis desde su página.',
  'You own a team with members, so you cannot join another.':
    'Eres propietario de un equipo con miembros, así que no puedes unirte a otro.',
  'You own this team already.': 'Ya eres propietario de este equipo.',
  'Your account has no password yet. Use "Set password" to choose one.':
    'Tu cuenta aún no tiene contraseña. Usa «Establecer contraseña» para elegir una.',
  'Your account is an approved reseller already.': 'Tu cuenta ya es un revendedor aprobado.',
  'Your account is deleted. Your personal details are erased and your files are no longer for sale.':
    'Tu cuenta se ha eliminado. Tus datos personales se han borrado y tus archivos ya no están a la venta.',
  'Your application is already with our partner team.': 'Tu solicitud ya está en manos de nuestro equipo de socios.',
  'Your bank details are confirmed.': 'Tus datos bancarios están confirmados.',
  'Your bank details changed meanwhile; reload and try again.':
    'Tus datos bancarios cambiaron mientras tanto; recarga e inténtalo de nuevo.',
  'Your card has expired.': 'Tu tarjeta ha caducado.',
  'Your card has insufficient funds. Try another card.': 'Tu tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.',
  'Your card was declined. Try another card.': 'Tu tarjeta fue rechazada. Prueba con otra tarjeta.',
  'Your contributor account is deleted and your files are no longer for sale. Your buyer account with this e-mail stays.':
    'Tu cuenta de colaborador se ha eliminado y tus archivos ya no están a la venta. Tu cuenta de comprador con este correo se mantiene.',
  'Your download is ready.': 'Tu descarga está lista.',
  'Your e-mail address is not verified with the sign-in provider. Verify it there, or sign up with e-mail.':
    'Tu dirección de correo no está verificada en el proveedor de inicio de sesión. Verifícala allí o regístrate con tu correo.',
  'Your e-mail address is verified. You can sign in now.': 'Tu dirección de correo está verificada. Ya puedes iniciar sesión.',
  'Your file is being prepared. Its download starts when it is ready.':
    'Tu archivo se está preparando. La descarga empieza cuando esté listo.',
  'Your file is ready.': 'Tu archivo está listo.',
  'Your file is still being prepared. Try this link again in a moment.':
    'Tu archivo aún se está preparando. Prueba este enlace de nuevo en un momento.',
  'Your language is saved.': 'Tu idioma se ha guardado.',
  'Your last renewal payment failed; update your card by buying the plan again.':
    'Tu último pago de renovación falló; actualiza tu tarjeta comprando el plan de nuevo.',
  'Your new e-mail address is verified and now in use.': 'Tu nueva dirección de correo está verificada y ya se usa.',
  'Your password is changed. Other devices have been signed out.':
    'Tu contraseña se ha cambiado. Se ha cerrado la sesión en los demás dispositivos.',
  'Your password is changed. Sign in with the new one; other devices have been signed out.':
    'Tu contraseña se ha cambiado. Inicia sesión con la nueva; se ha cerrado la sesión en los demás dispositivos.',
  'Your password is set. You can sign in with it now.': 'Tu contraseña se ha establecido. Ya puedes iniciar sesión con ella.',
  'Your phone number is verified.': 'Tu número de teléfono está verificado.',
  'Your plan has no seats for a team: the Team plan has five.': 'Tu plan no tiene plazas para un equipo: el plan Team tiene cinco.',
  'Your plan is paused because its renewal payment failed. Pay for it again on the Pricing page to download.':
    'Tu plan está en pausa porque falló su pago de renovación. Vuelve a pagarlo en la página de Precios para descargar.',
  'Your plan period has just ended and is being renewed. Try again in a few minutes.':
    'El periodo de tu plan acaba de terminar y se está renovando. Inténtalo de nuevo en unos minutos.',
  'Your plan will end on {0} and will not renew.': 'Tu plan terminará el {0} y no se renovará.',
  'Your plan will renew as usual.': 'Tu plan se renovará como siempre.',
  'Your portfolio is saved.': 'Tu portafolio se ha guardado.',
  'Your profile is updated.': 'Tu perfil se ha actualizado.',
  'Your profile is updated. Enter the code we sent to your new e-mail address to start using it.':
    'Tu perfil se ha actualizado. Introduce el código que enviamos a tu nueva dirección de correo para empezar a usarla.',
  'Your public profile is saved.': 'Tu perfil público se ha guardado.',
  'Your withdrawal of {0} is requested.': 'Tu retiro de {0} se ha solicitado.',
  'Your {0} plan covers images only. Upgrade or buy a download pack to download videos.':
    'Tu plan {0} solo cubre imágenes. Mejora tu plan o compra un paquete de descargas para descargar vídeos.',
  'age_group must be one of {0}.': 'age_group debe ser uno de {0}.',
  'category_id or category is required': 'category_id o category es obligatorio',
  'keyword or keyword_id is required': 'keyword o keyword_id es obligatorio',
  'max_duration must not be less than min_duration': 'max_duration no debe ser menor que min_duration',
  'media_id is required.': 'media_id es obligatorio.',
  'media_id or keyword_ids is required': 'media_id o keyword_ids es obligatorio',
  missing: 'falta',
  'next must be a path on this site, such as /pricing.': 'next debe ser una ruta de este sitio, como /pricing.',
  'not verified': 'sin verificar',
  'page_no must be at most {0} with limit {1}': 'page_no debe ser como máximo {0} con limit {1}',
  'replace_media_id must be the id of one of your files.': 'replace_media_id debe ser el ID de uno de tus archivos.',
  'startTime must be before endTime.': 'startTime debe ser anterior a endTime.',
  'status is required.': 'status es obligatorio.',
  'the job rendering this size ended without finishing it': 'el trabajo que generaba este tamaño terminó sin completarlo',
  'type must be IMAGE or VIDEO.': 'type debe ser IMAGE o VIDEO.',
  'url must be a path on this site, starting with a single /.': 'url debe ser una ruta de este sitio que empiece por una sola /.',
  '{0} ({1}) is revoked: it is refused from now on.': '{0} ({1}) está revocada: se rechaza a partir de ahora.',
  '{0} 1 try left.': '{0} Te queda 1 intento.',
  '{0} Check out again to see the price without it.': '{0} Vuelve a pagar para ver el precio sin ella.',
  '{0} It looks like a {1} file.': '{0} Parece un archivo {1}.',
  '{0} Nothing was charged.': '{0} No se ha cobrado nada.',
  '{0} The payment is being refunded to your card.': '{0} El pago se está reembolsando a tu tarjeta.',
  '{0} applies to annual plans only.': '{0} solo se aplica a planes anuales.',
  '{0} applies to download packs only.': '{0} solo se aplica a paquetes de descargas.',
  '{0} can sign in again.': '{0} puede volver a iniciar sesión.',
  '{0} ending {1} is removed.': '{0} terminada en {1} se ha eliminado.',
  '{0} ending {1} is saved.': '{0} terminada en {1} se ha guardado.',
  '{0} ending {1} now pays your renewals and upgrades.': '{0} terminada en {1} paga ahora tus renovaciones y mejoras.',
  '{0} files ready; all licensed before, no download used.': '{0} archivos listos; todos con licencia previa, no se usó ninguna descarga.',
  '{0} files ready; {1} licensed now.': '{0} archivos listos; {1} con licencia ahora.',
  '{0} files submitted for review.': '{0} archivos enviados a revisión.',
  '{0} files uploaded, {1} refused.': '{0} archivos subidos, {1} rechazado(s).',
  '{0} files uploaded.': '{0} archivos subidos.',
  '{0} has an unknown field "{1}"': '{0} tiene un campo desconocido «{1}»',
  '{0} is for a first purchase, and you have bought before.': '{0} es para una primera compra, y ya has comprado antes.',
  '{0} is not allowed on {1}; use {2}.': '{0} no está permitido en {1}; usa {2}.',
  '{0} is not valid': '{0} no es válido',
  '{0} is required': '{0} es obligatorio',
  '{0} is revoked: its secret and tokens are refused from now on.':
    '{0} está revocada: su secreto y sus tokens se rechazan a partir de ahora.',
  '{0} is suspended; {1} session(s) ended.': '{0} está suspendido; {1} sesión(es) cerrada(s).',
  '{0} is {1:reseller-status}; {2} was told by e-mail.':
    'La solicitud de {0} tiene ahora el estado «{1}»; se ha informado a {2} por correo.',
  '{0} members removed': '{0} miembros eliminados',
  '{0} must NOT have fewer than {1} items': '{0} no debe tener menos de {1} elementos',
  '{0} must NOT have more than {1} items': '{0} no debe tener más de {1} elementos',
  '{0} must be < {1}': '{0} debe ser < {1}',
  '{0} must be <= {1}': '{0} debe ser <= {1}',
  '{0} must be > {1}': '{0} debe ser > {1}',
  '{0} must be >= {1}': '{0} debe ser >= {1}',
  '{0} must be a boolean': '{0} debe ser un booleano',
  '{0} must be a day like 2026-11-01, an ISO date-time or milliseconds since 1970.':
    '{0} debe ser un día como 2026-11-01, una fecha y hora ISO o milisegundos desde 1970.',
  '{0} must be a null': '{0} debe ser null',
  '{0} must be a number': '{0} debe ser un número',
  '{0} must be a number of dollars with at most two decimals, e.g. 35.50':
    '{0} debe ser un importe en dólares con como máximo dos decimales, p. ej., 35.50',
  '{0} must be a string': '{0} debe ser una cadena de texto',
  '{0} must be an array': '{0} debe ser una lista',
  '{0} must be an integer': '{0} debe ser un número entero',
  '{0} must be an object': '{0} debe ser un objeto',
  '{0} must be at least {1} characters long': '{0} debe tener al menos {1} caracteres',
  '{0} must be at most {1} characters long': '{0} debe tener como máximo {1} caracteres',
  '{0} must be equal to one of the allowed values': '{0} debe ser uno de los valores permitidos',
  '{0} must be one of {1} (got "{2}")': '{0} debe ser uno de {1} (se recibió «{2}»)',
  '{0} must be {1}': '{0} debe ser {1}',
  '{0} must match format "{1}"': '{0} debe tener el formato «{1}»',
  '{0} must not be empty': '{0} no debe estar vacío',
  '{0} must not contain the NUL character (\\u0000)': '{0} no debe contener el carácter NUL (\\u0000)',
  '{0} no longer has the {1:role} role.': '{0} ya no tiene el rol «{1}».',
  '{0} no longer has the {1:role} role. {2} session(s) ended.': '{0} ya no tiene el rol «{1}». {2} sesión(es) cerrada(s).',
  '{0} now has the {1:role} role.': '{0} ahora tiene el rol «{1}».',
  '{0} session(s) of {1} ended.': '{0} sesión(es) de {1} cerrada(s).',
  '{0} {1} tries left.': '{0} Te quedan {1} intentos.',
  "{0}'s team": 'Equipo de {0}',
  '{0}: {1} is updated. New orders use the new terms.': '{0}: {1} se ha actualizado. Los pedidos nuevos usan las nuevas condiciones.',
  'Your bank details are added and confirmed.': 'Tus datos bancarios se han añadido y confirmado.',
  'Your bank details are added. Confirm them with a code sent to your e-mail before withdrawing.':
    'Tus datos bancarios se han añadido. Confírmalos con un código enviado a tu correo antes de retirar.',
  'Your bank details are updated and confirmed.': 'Tus datos bancarios se han actualizado y confirmado.',
  'Your bank details are updated. Confirm them with a code sent to your e-mail before withdrawing.':
    'Tus datos bancarios se han actualizado. Confírmalos con un código enviado a tu correo antes de retirar.',
  'This account is not registered as a buyer. Sign up as a buyer with the same e-mail address and password to add it.':
    'Esta cuenta no está registrada como comprador. Regístrate como comprador con la misma dirección de correo y contraseña para añadirlo.',
  'This account is not registered as a contributor. Sign up as a contributor with the same e-mail address and password to add it.':
    'Esta cuenta no está registrada como colaborador. Regístrate como colaborador con la misma dirección de correo y contraseña para añadirlo.',
};
