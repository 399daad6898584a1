import type { MessageCatalogue } from '../message-catalogue';

export const de: MessageCatalogue = {
  '1 file ready; all licensed before, no download used.': '1 Datei bereit; alle bereits zuvor lizenziert, kein Download verbraucht.',
  '1 file ready; {0} licensed now.': '1 Datei bereit; {0} jetzt lizenziert.',
  '1 file submitted for review.': '1 Datei zur Prüfung eingereicht.',
  '1 file uploaded, {0} refused.': '1 Datei hochgeladen, {0} abgelehnt.',
  '1 file uploaded.': '1 Datei hochgeladen.',
  'A category cannot be merged into one of its own subcategories.':
    'Eine Kategorie kann nicht mit einer ihrer eigenen Unterkategorien zusammengeführt werden.',
  'A category cannot go under itself.': 'Eine Kategorie kann nicht unter sich selbst stehen.',
  'A code was sent a moment ago. Please wait 1 second before asking for a new one.':
    'Gerade wurde ein Code gesendet. Bitte warten Sie 1 Sekunde, bevor Sie einen neuen anfordern.',
  'A code was sent a moment ago. Please wait {0} seconds before asking for a new one.':
    'Gerade wurde ein Code gesendet. Bitte warten Sie {0} Sekunden, bevor Sie einen neuen anfordern.',
  'A model release may be at most 20 MB.': 'Ein Model-Release darf höchstens 20 MB groß sein.',
  'A model release must be a PDF, JPEG or PNG file.': 'Ein Model-Release muss eine PDF-, JPEG- oder PNG-Datei sein.',
  'A new file starts as a DRAFT; submit it for review once its details are complete.':
    'Eine neue Datei beginnt als ENTWURF; reichen Sie sie zur Prüfung ein, sobald ihre Angaben vollständig sind.',
  'A new verification code is on its way to {0}.': 'Ein neuer Bestätigungscode ist unterwegs an {0}.',
  'A period may be at most ten years long.': 'Ein Zeitraum darf höchstens zehn Jahre lang sein.',
  'A published collection already has this name.': 'Eine veröffentlichte Sammlung hat bereits diesen Namen.',
  'A scheduled article needs a publish time in the future.':
    'Ein geplanter Artikel braucht einen Veröffentlichungszeitpunkt in der Zukunft.',
  'A zip holds at most {0} files. Split the collection to download it.':
    'Ein ZIP-Archiv enthält höchstens {0} Dateien. Teilen Sie die Sammlung auf, um sie herunterzuladen.',
  'Add a card on the Payment methods page first: the upgrade is charged to your default card.':
    'Fügen Sie zuerst auf der Seite „Zahlungsmethoden“ eine Karte hinzu: Das Upgrade wird Ihrer Standardkarte belastet.',
  'Add a title.': 'Geben Sie einen Titel ein.',
  'Add at least {0} keywords ({1} so far).': 'Fügen Sie mindestens {0} Schlagwörter hinzu (bisher {1}).',
  'Add your bank details before withdrawing.': 'Hinterlegen Sie Ihre Bankverbindung, bevor Sie eine Auszahlung anfordern.',
  "Add your card on Stripe's secure page.": 'Fügen Sie Ihre Karte auf der sicheren Seite von Stripe hinzu.',
  'Add {0} to {1} keywords ({2} given).': 'Fügen Sie {0} bis {1} Schlagwörter hinzu ({2} angegeben).',
  'All {0} seats of your plan are taken: remove someone before inviting another.':
    'Alle {0} Plätze Ihres Abos sind belegt: Entfernen Sie jemanden, bevor Sie eine weitere Person einladen.',
  'Already handled.': 'Bereits verarbeitet.',
  'Another account already uses this e-mail address.': 'Ein anderes Konto verwendet diese E-Mail-Adresse bereits.',
  'Another account has started using this e-mail address.': 'Ein anderes Konto verwendet diese E-Mail-Adresse inzwischen.',
  'Another category of this type already has this name.': 'Eine andere Kategorie dieses Typs hat bereits diesen Namen.',
  'Another export of this batch took some of its payouts; export it again.':
    'Ein anderer Export dieses Stapels hat einige seiner Auszahlungen übernommen; exportieren Sie ihn erneut.',
  'Another reviewer decided on this file meanwhile.': 'Eine andere prüfende Person hat inzwischen über diese Datei entschieden.',
  'Another {0:blog-audience} article already uses the address "{1}".': 'Ein anderer Artikel für {0} verwendet bereits die Adresse „{1}“.',
  'Approved and published.': 'Freigegeben und veröffentlicht.',
  'At most {0} is left to refund on this order.': 'Auf dieser Bestellung können höchstens noch {0} erstattet werden.',
  'Attach a model release: this file shows people.': 'Fügen Sie ein Model-Release hinzu: Auf dieser Datei sind Personen zu sehen.',
  "Batch {0} was exported on {1}, before exported files were kept, and its pending payouts were in that file; it is not exported again. Mark each payout paid or failed from the bank's statement.":
    'Stapel {0} wurde am {1} exportiert, bevor exportierte Dateien aufbewahrt wurden, und seine offenen Auszahlungen waren in dieser Datei; er wird nicht erneut exportiert. Markieren Sie jede Auszahlung anhand des Kontoauszugs als bezahlt oder fehlgeschlagen.',
  'Batch {0} was exported on {1}: the same files again ({2} payout(s), message {3}). A bank that already took them refuses them as a duplicate; nothing is paid twice.':
    'Stapel {0} wurde am {1} exportiert: dieselben Dateien noch einmal ({2} Auszahlung(en), Nachricht {3}). Eine Bank, die sie bereits angenommen hat, lehnt sie als Duplikat ab; nichts wird doppelt bezahlt.',
  'Batch {0}: {1} payout(s), {2}.': 'Stapel {0}: {1} Auszahlung(en), {2}.',
  'Both categories must be of the same type.': 'Beide Kategorien müssen vom selben Typ sein.',
  'Budget saved': 'Budget gespeichert',
  'Card details are taken by the payment provider here, not by this form.':
    'Kartendaten nimmt hier der Zahlungsanbieter entgegen, nicht dieses Formular.',
  'Cards are added with the form on this page in test mode.': 'Im Testmodus werden Karten mit dem Formular auf dieser Seite hinzugefügt.',
  'Category {0} is listed twice.': 'Die Kategorie {0} ist doppelt aufgeführt.',
  'Category {0} is not a top-level category.': 'Die Kategorie {0} ist keine Hauptkategorie.',
  'Change the title, the description or the category.': 'Ändern Sie den Titel, die Beschreibung oder die Kategorie.',
  'Check your e-mail: we have sent a 6-digit code to verify your new account. If this address already has an account, the e-mail says how to sign in instead.':
    'Prüfen Sie Ihr Postfach: Wir haben Ihnen einen 6-stelligen Code gesendet, um Ihr neues Konto zu bestätigen. Hat diese Adresse bereits ein Konto, erklärt die E-Mail, wie Sie sich stattdessen anmelden.',
  'Choose a category.': 'Wählen Sie eine Kategorie.',
  'Choose a larger plan than your current one to upgrade.': 'Wählen Sie für ein Upgrade ein größeres Abo als Ihr aktuelles.',
  'Choose a plan or a download pack to download licensed files.':
    'Wählen Sie ein Abo oder ein Download-Paket, um lizenzierte Dateien herunterzuladen.',
  'Choose a time in the future.': 'Wählen Sie einen Zeitpunkt in der Zukunft.',
  'Choose an image to upload.': 'Wählen Sie ein Bild zum Hochladen.',
  'Choose another category to merge into.': 'Wählen Sie eine andere Kategorie zum Zusammenführen.',
  'Choose at least one image or video to upload.': 'Wählen Sie mindestens ein Bild oder Video zum Hochladen.',
  'Choose the country of the bank (two letters, e.g. DE).': 'Wählen Sie das Land der Bank (zwei Buchstaben, z. B. DE).',
  'Choose the new image or video.': 'Wählen Sie das neue Bild oder Video.',
  'Choose the signed release (PDF, JPEG or PNG).': 'Wählen Sie das unterschriebene Release (PDF, JPEG oder PNG).',
  'Collection created': 'Sammlung angelegt',
  'Collection deleted': 'Sammlung gelöscht',
  'Collection updated': 'Sammlung aktualisiert',
  'Confirm the change with your password or with the code we e-mail you.':
    'Bestätigen Sie die Änderung mit Ihrem Passwort oder mit dem Code, den wir Ihnen per E-Mail senden.',
  'Confirm your bank details with the code we e-mail you before withdrawing.':
    'Bestätigen Sie Ihre Bankverbindung mit dem Code aus unserer E-Mail, bevor Sie eine Auszahlung anfordern.',
  'Confirmed for {0} minutes.': 'Für {0} Minuten bestätigt.',
  'Copy the client secret now: it is shown this once.': 'Kopieren Sie das Client-Secret jetzt: Es wird nur dieses eine Mal angezeigt.',
  'Copy the key now: it is shown this once.': 'Kopieren Sie den Schlüssel jetzt: Er wird nur dieses eine Mal angezeigt.',
  'Copy the signing secret now: it is shown this once.': 'Kopieren Sie das Signatur-Secret jetzt: Es wird nur dieses eine Mal angezeigt.',
  'Each link must be a web address starting with https:// or http://.':
    'Jeder Link muss eine Webadresse sein, die mit https:// oder http:// beginnt.',
  'Enter a valid e-mail address, like name@example.com.': 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  'Enter a valid phone number with 8 to 15 digits, like +44 20 7946 0000.':
    'Geben Sie eine gültige Telefonnummer mit 8 bis 15 Ziffern ein, z. B. +44 20 7946 0000.',
  'Enter an IBAN, or an account number with a routing number or SWIFT code.':
    'Geben Sie eine IBAN ein oder eine Kontonummer mit Bankleitzahl (Routing Number) oder SWIFT-Code.',
  "Enter the model's name.": 'Geben Sie den Namen des Models ein.',
  'Enter your name.': 'Geben Sie Ihren Namen ein.',
  'Enter your password again to do this.': 'Geben Sie dafür Ihr Passwort erneut ein.',
  'Every payout of this batch is already settled; there is nothing to export.':
    'Jede Auszahlung dieses Stapels ist bereits abgeschlossen; es gibt nichts zu exportieren.',
  'Exported {0} payout(s): {1} in the ISO 20022 transfer file{2}, {3} in the CSV.':
    '{0} Auszahlung(en) exportiert: {1} in der ISO-20022-Überweisungsdatei{2}, {3} in der CSV-Datei.',
  'Facebook did not share a confirmed e-mail address. Confirm one there, or sign up with e-mail.':
    'Facebook hat keine bestätigte E-Mail-Adresse übermittelt. Bestätigen Sie dort eine oder registrieren Sie sich per E-Mail.',
  'File {0} is not a published file.': 'Die Datei {0} ist nicht veröffentlicht.',
  'File {0} is not one of your published files.': 'Die Datei {0} gehört nicht zu Ihren veröffentlichten Dateien.',
  'Files cannot be prepared right now. Try again in a few minutes.':
    'Dateien können gerade nicht vorbereitet werden. Versuchen Sie es in ein paar Minuten erneut.',
  'Give either a percent off or an amount off, not both.':
    'Geben Sie entweder einen Prozentrabatt oder einen Betragsrabatt an, nicht beides.',
  'Give either an IBAN or an account number, not both.': 'Geben Sie entweder eine IBAN oder eine Kontonummer an, nicht beides.',
  'Give the collection a name.': 'Geben Sie der Sammlung einen Namen.',
  'Give the saved search a name.': 'Geben Sie der gespeicherten Suche einen Namen.',
  'If an account uses this address, we have sent it a 6-digit code to reset the password.':
    'Wenn ein Konto diese Adresse verwendet, haben wir einen 6-stelligen Code zum Zurücksetzen des Passworts gesendet.',
  'If this account has no password yet, we have sent a 6-digit code to its e-mail address.':
    'Wenn dieses Konto noch kein Passwort hat, haben wir einen 6-stelligen Code an seine E-Mail-Adresse gesendet.',
  'If this address belongs to an account waiting for it, we have sent it a 6-digit code, valid for 10 minutes.':
    'Wenn diese Adresse zu einem Konto gehört, das auf sie wartet, haben wir einen 6-stelligen Code gesendet, gültig für 10 Minuten.',
  'If this number belongs to an account waiting to verify it, we have sent it a 6-digit code, valid for 10 minutes.':
    'Wenn diese Nummer zu einem Konto gehört, das sie bestätigen will, haben wir einen 6-stelligen Code gesendet, gültig für 10 Minuten.',
  'Invitation sent to {0}': 'Einladung an {0} gesendet',
  'It has been redeemed {0} times already; the limit cannot be lower.':
    'Er wurde bereits {0}-mal eingelöst; das Limit kann nicht niedriger sein.',
  'Its contributor removed this file; only they can offer it again.':
    'Die Person, die diese Datei beigetragen hat, hat sie entfernt; nur sie kann sie wieder anbieten.',
  'List every category under this parent exactly once.': 'Führen Sie jede Kategorie unter diesem Elternelement genau einmal auf.',
  'List every curated collection exactly once.': 'Führen Sie jede kuratierte Sammlung genau einmal auf.',
  "Marked as failed; {0} is back in {1}'s balance.": 'Als fehlgeschlagen markiert; {0} ist wieder im Guthaben von {1}.',
  'Marked {0} to {1} as paid.': '{0} an {1} als bezahlt markiert.',
  'Member removed': 'Mitglied entfernt',
  'Merged into {0}.': 'Zusammengeführt in {0}.',
  'No activity recorded yet.': 'Noch keine Aktivität erfasst.',
  'No answer within {0} s.': 'Keine Antwort innerhalb von {0} s.',
  'No bank details yet.': 'Noch keine Bankverbindung.',
  'No files carry this keyword.': 'Keine Dateien tragen dieses Schlagwort.',
  'Not found': 'Nicht gefunden',
  'Nothing was submitted.': 'Es wurde nichts eingereicht.',
  OK: 'OK',
  'Only a paid order can be refunded.': 'Nur eine bezahlte Bestellung kann erstattet werden.',
  'Only a published file can be taken down; this one is {0:console-file-status}.':
    'Nur eine veröffentlichte Datei kann gesperrt werden; diese hat den Status „{0}“.',
  'Only a taken-down file can be restored; this one is {0:console-file-status}.':
    'Nur eine gesperrte Datei kann wiederhergestellt werden; diese hat den Status „{0}“.',
  'Only approved resellers have a developer area. Apply on the reseller page first.':
    'Nur zugelassene Wiederverkäufer haben einen Entwicklerbereich. Bewerben Sie sich zuerst auf der Wiederverkäuferseite.',
  'Only the first {0} results can be browsed; refine the search to see more.':
    'Nur die ersten {0} Ergebnisse können durchblättert werden; verfeinern Sie die Suche, um mehr zu sehen.',
  'Only the owner of this collection can do that.': 'Nur die Person, der diese Sammlung gehört, kann das tun.',
  'Only the team owner can do that.': 'Nur die Person, der das Team gehört, kann das tun.',
  'Order created. Complete the payment.': 'Bestellung angelegt. Schließen Sie die Zahlung ab.',
  'Payment received. Your licence is ready.': 'Zahlung erhalten. Ihre Lizenz ist bereit.',
  'Payment received. Your plan is ready.': 'Zahlung erhalten. Ihr Abo ist bereit.',
  'Payments are processed securely by Stripe.': 'Zahlungen werden sicher von Stripe abgewickelt.',
  'Please sign in again.': 'Bitte melden Sie sich erneut an.',
  'Please sign in to continue.': 'Bitte melden Sie sich an, um fortzufahren.',
  'Processing failed.': 'Verarbeitung fehlgeschlagen.',
  'Processing failed: replace the file or delete it.': 'Verarbeitung fehlgeschlagen: Ersetzen oder löschen Sie die Datei.',
  'Received.': 'Empfangen.',
  'References saved.': 'Referenzen gespeichert.',
  'Refund of {0} recorded (credit note {1}); the payment provider will be asked again.':
    'Erstattung von {0} erfasst (Gutschrift {1}); der Zahlungsanbieter wird erneut angefragt.',
  'Refunded {0}; credit note {1}.': '{0} erstattet; Gutschrift {1}.',
  'Rejected; the contributor is told why.': 'Abgelehnt; die beitragende Person erfährt den Grund.',
  'Removed from the collection': 'Aus der Sammlung entfernt',
  'Saved and submitted for review.': 'Gespeichert und zur Prüfung eingereicht.',
  'Saved search deleted': 'Gespeicherte Suche gelöscht',
  'Saved search updated': 'Gespeicherte Suche aktualisiert',
  'Saved to {0}': 'In {0} gespeichert',
  'Saved to {0} collections': 'In {0} Sammlungen gespeichert',
  'Saved.': 'Gespeichert.',
  'Say the file name in the upload metadata (filename).': 'Geben Sie den Dateinamen in den Upload-Metadaten an (filename).',
  'Say what is wrong in the note when the reason is "other".':
    'Beschreiben Sie in der Notiz, was nicht stimmt, wenn der Grund „Sonstiges“ ist.',
  'Say which file to remove: collection_id and media_id, or media_collection_id.':
    'Geben Sie an, welche Datei entfernt werden soll: collection_id und media_id oder media_collection_id.',
  'Say why the payout failed; the contributor is told.':
    'Geben Sie an, warum die Auszahlung fehlgeschlagen ist; die beitragende Person wird informiert.',
  'Search saved': 'Suche gespeichert',
  'Send status and media_id (DRAFT, inreview, rejected or published; a file id).':
    'Senden Sie status und media_id (DRAFT, inreview, rejected oder published; eine Datei-ID).',
  'Send the files as multipart/form-data.': 'Senden Sie die Dateien als multipart/form-data.',
  'Send the image as multipart/form-data, in a field named "image".':
    'Senden Sie das Bild als multipart/form-data in einem Feld namens „image“.',
  'Send the release as multipart/form-data.': 'Senden Sie das Release als multipart/form-data.',
  'Share link ready': 'Freigabelink bereit',
  'Share link turned off': 'Freigabelink deaktiviert',
  'Sign-in was cancelled or refused at the provider.': 'Die Anmeldung wurde beim Anbieter abgebrochen oder abgelehnt.',
  'Sign-in with {0} is not available.': 'Die Anmeldung mit {0} ist nicht verfügbar.',
  'Something went wrong on our side. Please try again; if it persists, quote {0}.':
    'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut; falls es weiterhin auftritt, nennen Sie {0}.',
  'Stripe is not configured on this server.': 'Stripe ist auf diesem Server nicht eingerichtet.',
  'Stripe test mode: use 4242 4242 4242 4242 with any future date and CVC.':
    'Stripe-Testmodus: Verwenden Sie 4242 4242 4242 4242 mit einem beliebigen zukünftigen Datum und einer beliebigen Prüfnummer.',
  'Test mode accepts only the test cards: {0}.': 'Der Testmodus akzeptiert nur die Testkarten: {0}.',
  'Test mode: no real money moves. Use {0} ({1:test-card-outcome}), {2} ({3:test-card-outcome}), {4} ({5:test-card-outcome}), any future expiry date and any CVC.':
    'Testmodus: Es fließt kein echtes Geld. Verwenden Sie {0} ({1}), {2} ({3}), {4} ({5}), ein beliebiges zukünftiges Ablaufdatum und eine beliebige Prüfnummer.',
  'Thank you for subscribing! Look out for new collections and tips in your inbox.':
    'Danke für Ihre Anmeldung! Freuen Sie sich auf neue Sammlungen und Tipps in Ihrem Postfach.',
  'Thank you: your application is with our partner team. We will e-mail you when it is decided.':
    'Vielen Dank: Ihre Bewerbung liegt bei unserem Partnerteam. Wir informieren Sie per E-Mail, sobald entschieden ist.',
  'That is too many days to draw; choose a longer interval or a shorter period.':
    'Das sind zu viele Tage zum Darstellen; wählen Sie ein längeres Intervall oder einen kürzeren Zeitraum.',
  'That is too many months to draw; choose a longer interval or a shorter period.':
    'Das sind zu viele Monate zum Darstellen; wählen Sie ein längeres Intervall oder einen kürzeren Zeitraum.',
  'That is too many weeks to draw; choose a longer interval or a shorter period.':
    'Das sind zu viele Wochen zum Darstellen; wählen Sie ein längeres Intervall oder einen kürzeren Zeitraum.',
  'That password is not right.': 'Dieses Passwort ist nicht richtig.',
  'The Content-Length header does not match the body.': 'Der Content-Length-Header passt nicht zum Inhalt der Anfrage.',
  'The SWIFT code must have 8 or 11 letters and digits, e.g. DEUTDEFF.':
    'Der SWIFT-Code muss 8 oder 11 Buchstaben und Ziffern haben, z. B. DEUTDEFF.',
  'The Stripe-Signature header is missing.': 'Der Stripe-Signature-Header fehlt.',
  'The URL must be a full http:// or https:// address.': 'Die URL muss eine vollständige http://- oder https://-Adresse sein.',
  'The URL must be a public address: private, loopback and link-local addresses are refused.':
    'Die URL muss eine öffentliche Adresse sein: private, Loopback- und Link-Local-Adressen werden abgelehnt.',
  'The URL must not contain a user name or password.': 'Die URL darf keinen Benutzernamen und kein Passwort enthalten.',
  'The account number must be 4 to 34 letters and digits.': 'Die Kontonummer muss 4 bis 34 Buchstaben und Ziffern haben.',
  'The address is not valid: it has a malformed percent-encoding (%).':
    'Die Adresse ist ungültig: Sie enthält eine fehlerhafte Prozentkodierung (%).',
  'The address is too long.': 'Die Adresse ist zu lang.',
  'The article is deleted.': 'Der Artikel ist gelöscht.',
  'The article is saved.': 'Der Artikel ist gespeichert.',
  'The avatar must be a JPEG, PNG, WebP or GIF picture.': 'Das Profilbild muss ein JPEG-, PNG-, WebP- oder GIF-Bild sein.',
  'The avatar must be at most 10 MB.': 'Das Profilbild darf höchstens 10 MB groß sein.',
  'The card number is not valid.': 'Die Kartennummer ist ungültig.',
  'The categories are in the new order.': 'Die Kategorien stehen in der neuen Reihenfolge.',
  'The category is added.': 'Die Kategorie ist hinzugefügt.',
  'The category is deleted.': 'Die Kategorie ist gelöscht.',
  'The category is renamed.': 'Die Kategorie ist umbenannt.',
  'The category {0} is created.': 'Die Kategorie {0} ist angelegt.',
  'The category {0} is saved.': 'Die Kategorie {0} ist gespeichert.',
  'The code {0} is already used by an offer or a promo code.': 'Der Code {0} wird bereits von einem Angebot oder Aktionscode verwendet.',
  'The collection {0} is created.': 'Die Sammlung {0} ist angelegt.',
  'The collection {0} is saved.': 'Die Sammlung {0} ist gespeichert.',
  'The collections are in the new order.': 'Die Sammlungen stehen in der neuen Reihenfolge.',
  'The current password is not correct.': 'Das aktuelle Passwort ist nicht korrekt.',
  'The database is unreachable.': 'Die Datenbank ist nicht erreichbar.',
  'The e-mail address or password is not correct.': 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
  'The end must be after the start.': 'Das Ende muss nach dem Beginn liegen.',
  'The endpoint is deleted: it will receive nothing more.': 'Der Endpunkt ist gelöscht: Er erhält nichts mehr.',
  'The event is being sent again.': 'Das Ereignis wird erneut gesendet.',
  'The file is deleted.': 'Die Datei ist gelöscht.',
  'The file is empty.': 'Die Datei ist leer.',
  'The file is no longer for sale. Buyers who licensed it keep their downloads.':
    'Die Datei wird nicht mehr verkauft. Käufer, die sie lizenziert haben, behalten ihre Downloads.',
  'The file is on sale again.': 'Die Datei ist wieder im Verkauf.',
  'The file is replaced and is being processed again.': 'Die Datei ist ersetzt und wird erneut verarbeitet.',
  'The file is still being processed.': 'Die Datei wird noch verarbeitet.',
  'The file is taken down. Buyers who licensed it keep their downloads.':
    'Die Datei ist gesperrt. Käufer, die sie lizenziert haben, behalten ihre Downloads.',
  'The file is updated.': 'Die Datei ist aktualisiert.',
  'The file is uploaded and is being processed.': 'Die Datei ist hochgeladen und wird verarbeitet.',
  'The home page shows {0} categories in the new order.': 'Die Startseite zeigt {0} Kategorien in der neuen Reihenfolge.',
  'The image is uploaded.': 'Das Bild ist hochgeladen.',
  'The image must be a JPEG, PNG, WebP, GIF, AVIF or TIFF picture.':
    'Das Bild muss ein JPEG-, PNG-, WebP-, GIF-, AVIF- oder TIFF-Bild sein.',
  'The image must be at most 20 MB.': 'Das Bild darf höchstens 20 MB groß sein.',
  'The model release is saved.': 'Das Model-Release ist gespeichert.',
  'The name may be at most {0} characters.': 'Der Name darf höchstens {0} Zeichen lang sein.',
  'The offer {0} has ended.': 'Das Angebot {0} ist beendet.',
  'The offer {0} has not started yet.': 'Das Angebot {0} hat noch nicht begonnen.',
  'The offer {0} is created.': 'Das Angebot {0} ist angelegt.',
  'The offer {0} is off.': 'Das Angebot {0} ist deaktiviert.',
  'The offer {0} is updated.': 'Das Angebot {0} ist aktualisiert.',
  'The old client secret and its tokens no longer work. Copy the new secret now: it is shown this once.':
    'Das alte Client-Secret und seine Tokens funktionieren nicht mehr. Kopieren Sie das neue Secret jetzt: Es wird nur dieses eine Mal angezeigt.',
  'The old key is revoked. Copy the new key now: it is shown this once.':
    'Der alte Schlüssel ist widerrufen. Kopieren Sie den neuen Schlüssel jetzt: Er wird nur dieses eine Mal angezeigt.',
  'The old signing secret no longer signs anything. Copy the new one now: it is shown this once.':
    'Das alte Signatur-Secret signiert nichts mehr. Kopieren Sie das neue jetzt: Es wird nur dieses eine Mal angezeigt.',
  'The owner has turned this share link off.': 'Die Person, der die Sammlung gehört, hat diesen Freigabelink deaktiviert.',
  'The parent must be an existing top-level category of the same type.':
    'Das Elternelement muss eine bestehende Hauptkategorie desselben Typs sein.',
  'The password is not correct.': 'Das Passwort ist nicht korrekt.',
  'The password is not right.': 'Das Passwort ist nicht richtig.',
  'The password must be at least {0} characters long.': 'Das Passwort muss mindestens {0} Zeichen lang sein.',
  'The password must be at most {0} characters long.': 'Das Passwort darf höchstens {0} Zeichen lang sein.',
  'The password must not be your e-mail address or part of it.': 'Das Passwort darf weder Ihre E-Mail-Adresse noch ein Teil davon sein.',
  'The passwords do not match.': 'Die Passwörter stimmen nicht überein.',
  'The payment did not go through. Nothing was charged.': 'Die Zahlung ist nicht durchgegangen. Es wurde nichts berechnet.',
  'The payment failed.': 'Die Zahlung ist fehlgeschlagen.',
  'The payment needs the card holder to confirm it.': 'Die Zahlung muss vom Karteninhaber bestätigt werden.',
  'The payment page expired before the payment was made. Nothing was charged.':
    'Die Zahlungsseite ist abgelaufen, bevor bezahlt wurde. Es wurde nichts berechnet.',
  'The payment was cancelled. Nothing was charged.': 'Die Zahlung wurde abgebrochen. Es wurde nichts berechnet.',
  'The price of this licence changed after checkout. Check out again to see the new price.':
    'Der Preis dieser Lizenz hat sich nach dem Checkout geändert. Gehen Sie erneut zur Kasse, um den neuen Preis zu sehen.',
  'The price of this plan changed after checkout. Check out again to see the new price.':
    'Der Preis dieses Abos hat sich nach dem Checkout geändert. Gehen Sie erneut zur Kasse, um den neuen Preis zu sehen.',
  'The promo code {0} does not apply to {1}.': 'Der Aktionscode {0} gilt nicht für {1}.',
  'The promo code {0} has been used up.': 'Der Aktionscode {0} ist aufgebraucht.',
  'The promo code {0} has expired.': 'Der Aktionscode {0} ist abgelaufen.',
  'The promo code {0} is created.': 'Der Aktionscode {0} ist angelegt.',
  'The promo code {0} is for a first purchase, and you have bought before.':
    'Der Aktionscode {0} gilt für einen Erstkauf, und Sie haben bereits gekauft.',
  'The promo code {0} is no longer valid.': 'Der Aktionscode {0} ist nicht mehr gültig.',
  'The promo code {0} is not valid yet.': 'Der Aktionscode {0} ist noch nicht gültig.',
  'The promo code {0} is off.': 'Der Aktionscode {0} ist deaktiviert.',
  'The promo code {0} is updated.': 'Der Aktionscode {0} ist aktualisiert.',
  'The public name must not be empty.': 'Der öffentliche Name darf nicht leer sein.',
  'The receiver answered {0}.': 'Der Empfänger hat mit {0} geantwortet.',
  'The request body is empty; send a JSON object.': 'Der Inhalt der Anfrage ist leer; senden Sie ein JSON-Objekt.',
  'The request body is not valid JSON.': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'The request body is too large; the limit is {0}.': 'Der Inhalt der Anfrage ist zu groß; die Grenze liegt bei {0}.',
  'The request headers are too large.': 'Die Header der Anfrage sind zu groß.',
  'The request is not valid HTTP.': 'Die Anfrage ist kein gültiges HTTP.',
  'The request is not valid.': 'Die Anfrage ist ungültig.',
  'The request took too long to arrive.': 'Die Anfrage hat zu lange gebraucht.',
  'The saved card is not a test card.': 'Die gespeicherte Karte ist keine Testkarte.',
  'The sign-in provider did not answer as expected ({0}).': 'Der Anmeldeanbieter hat nicht wie erwartet geantwortet ({0}).',
  'The sign-in provider did not share an e-mail address.': 'Der Anmeldeanbieter hat keine E-Mail-Adresse übermittelt.',
  'The sign-in provider shared an e-mail address this site cannot use.':
    'Der Anmeldeanbieter hat eine E-Mail-Adresse übermittelt, die diese Website nicht verwenden kann.',
  "The sign-in provider's identity token was refused (nonce).": 'Das Identitätstoken des Anmeldeanbieters wurde abgelehnt (Nonce).',
  "The sign-in provider's identity token was refused ({0}).": 'Das Identitätstoken des Anmeldeanbieters wurde abgelehnt ({0}).',
  'The smallest withdrawal is {0}.': 'Die kleinste Auszahlung beträgt {0}.',
  'The title cannot be empty.': 'Der Titel darf nicht leer sein.',
  'The title may be at most {0} characters.': 'Der Titel darf höchstens {0} Zeichen lang sein.',
  'The translation is removed.': 'Die Übersetzung ist entfernt.',
  'The translation is saved.': 'Die Übersetzung ist gespeichert.',
  'The upgrade payment did not go through.': 'Die Upgrade-Zahlung ist nicht durchgegangen.',
  'The upload could not be read; send the form again.': 'Der Upload konnte nicht gelesen werden; senden Sie das Formular erneut.',
  'The webhook signature does not match; the event was refused.': 'Die Webhook-Signatur stimmt nicht; das Ereignis wurde abgelehnt.',
  'The {0:blog-audience} blog already has a category called "{1}".': 'Der Blog für {0} hat bereits eine Kategorie namens „{1}“.',
  'There are no bank details to confirm yet; add them first.': 'Es gibt noch keine Bankverbindung zu bestätigen; legen Sie zuerst eine an.',
  'There are no bank details to edit yet; add them first.': 'Es gibt noch keine Bankverbindung zu bearbeiten; legen Sie zuerst eine an.',
  'There is no code waiting for this address. Ask for a new one.': 'Für diese Adresse wartet kein Code. Fordern Sie einen neuen an.',
  'There is no model release {0} among yours.': 'Unter Ihren Releases gibt es kein Model-Release {0}.',
  'There is no offer with the code {0}.': 'Es gibt kein Angebot mit dem Code {0}.',
  'There is no plan {0}.': 'Es gibt kein Abo {0}.',
  'There is no such OAuth app.': 'Diese OAuth-App gibt es nicht.',
  'There is no such application.': 'Diese Bewerbung gibt es nicht.',
  'There is no such category for this type of file.': 'Diese Kategorie gibt es für diesen Dateityp nicht.',
  'There is no such category.': 'Diese Kategorie gibt es nicht.',
  'There is no such collection.': 'Diese Sammlung gibt es nicht.',
  'There is no such credit note.': 'Diese Gutschrift gibt es nicht.',
  'There is no such delivery.': 'Diese Zustellung gibt es nicht.',
  'There is no such file in your catalogue.': 'Diese Datei gibt es in Ihrem Katalog nicht.',
  'There is no such file.': 'Diese Datei gibt es nicht.',
  'There is no such invoice.': 'Diese Rechnung gibt es nicht.',
  'There is no such key.': 'Diesen Schlüssel gibt es nicht.',
  'There is no such licence.': 'Diese Lizenz gibt es nicht.',
  'There is no such model release.': 'Dieses Model-Release gibt es nicht.',
  'There is no such offer.': 'Dieses Angebot gibt es nicht.',
  'There is no such order.': 'Diese Bestellung gibt es nicht.',
  'There is no such payout batch.': 'Diesen Auszahlungsstapel gibt es nicht.',
  'There is no such plan variant.': 'Diese Abo-Variante gibt es nicht.',
  'There is no such portfolio.': 'Dieses Portfolio gibt es nicht.',
  'There is no such promo code.': 'Diesen Aktionscode gibt es nicht.',
  'There is no such saved card.': 'Diese gespeicherte Karte gibt es nicht.',
  'There is no such upload.': 'Diesen Upload gibt es nicht.',
  'There is no such user.': 'Diese Person gibt es nicht.',
  'There is no such webhook endpoint.': 'Diesen Webhook-Endpunkt gibt es nicht.',
  'There is no such withdrawal.': 'Diese Auszahlung gibt es nicht.',
  'There is no {0:media-type-prose} category {1}.': 'Es gibt keine {0}-Kategorie {1}.',
  'There is no {0} {1} in this API.': 'Diese API hat kein {0} {1}.',
  'These files are not published: {0}.': 'Diese Dateien sind nicht veröffentlicht: {0}.',
  'These people are not members of your team.': 'Diese Personen sind keine Mitglieder Ihres Teams.',
  'This IBAN belongs to {0}, not {1}.': 'Diese IBAN gehört zu {0}, nicht zu {1}.',
  'This IBAN is not valid: check the country code, the length and the digits.':
    'Diese IBAN ist ungültig: Prüfen Sie Ländercode, Länge und Ziffern.',
  'This OAuth app is revoked already.': 'Diese OAuth-App ist bereits widerrufen.',
  'This account already has the {0:role} role.': 'Dieses Konto hat die Rolle „{0}“ bereits.',
  'This account does not have administrator access.': 'Dieses Konto hat keinen Administratorzugang.',
  'This account does not have the {0:role} role.': 'Dieses Konto hat die Rolle „{0}“ nicht.',
  'This account has no contributor profile.': 'Dieses Konto hat kein Profil für Beitragende.',
  'This account is already suspended.': 'Dieses Konto ist bereits gesperrt.',
  'This account is no longer available.': 'Dieses Konto ist nicht mehr verfügbar.',
  'This account is not suspended.': 'Dieses Konto ist nicht gesperrt.',
  'This account is suspended, so it cannot sign in. Write to support if you think this is a mistake.':
    'Dieses Konto ist gesperrt und kann sich nicht anmelden. Schreiben Sie dem Support, wenn Sie das für einen Fehler halten.',
  'This address is already subscribed to our newsletter.': 'Diese Adresse ist bereits für unseren Newsletter angemeldet.',
  'This address was not subscribed to the newsletter.': 'Diese Adresse war nicht für den Newsletter angemeldet.',
  'This application has been decided already.': 'Über diese Bewerbung wurde bereits entschieden.',
  'This article does not exist or is not published.': 'Diesen Artikel gibt es nicht, oder er ist nicht veröffentlicht.',
  'This article has no translation into that language.': 'Dieser Artikel hat keine Übersetzung in diese Sprache.',
  'This blog category does not exist.': 'Diese Blog-Kategorie gibt es nicht.',
  'This category does not exist.': 'Diese Kategorie gibt es nicht.',
  'This category has subcategories; merge it into a top-level category.':
    'Diese Kategorie hat Unterkategorien; führen Sie sie mit einer Hauptkategorie zusammen.',
  'This category has subcategories; only a category without any can go under another.':
    'Diese Kategorie hat Unterkategorien; nur eine Kategorie ohne Unterkategorien kann unter eine andere gestellt werden.',
  'This code has already been used. Ask for a new one.': 'Dieser Code wurde bereits verwendet. Fordern Sie einen neuen an.',
  'This code has expired. Ask for a new one.': 'Dieser Code ist abgelaufen. Fordern Sie einen neuen an.',
  'This code is not correct.': 'Dieser Code ist nicht korrekt.',
  'This collection does not exist.': 'Diese Sammlung gibt es nicht.',
  'This collection has no files to download.': 'Diese Sammlung enthält keine Dateien zum Herunterladen.',
  'This collection needs 1 download and you have {0} left. Nothing was licensed or charged: buy a pack or upgrade your plan first.':
    'Diese Sammlung braucht 1 Download, und Sie haben noch {0}. Es wurde nichts lizenziert oder berechnet: Kaufen Sie ein Paket oder führen Sie zuerst ein Upgrade Ihres Abos durch.',
  'This collection needs {0} downloads and you have {1} left. Nothing was licensed or charged: buy a pack or upgrade your plan first.':
    'Diese Sammlung braucht {0} Downloads, und Sie haben noch {1}. Es wurde nichts lizenziert oder berechnet: Kaufen Sie ein Paket oder führen Sie zuerst ein Upgrade Ihres Abos durch.',
  'This content type is not supported here; send application/json.':
    'Dieser Inhaltstyp wird hier nicht unterstützt; senden Sie application/json.',
  'This delivery is being sent now: wait for its outcome.': 'Diese Zustellung wird gerade gesendet: Warten Sie ihr Ergebnis ab.',
  'This download link has expired. Download the file again from its page; it will not use another download.':
    'Dieser Download-Link ist abgelaufen. Laden Sie die Datei erneut von ihrer Seite herunter; das verbraucht keinen weiteren Download.',
  'This download link is not valid.': 'Dieser Download-Link ist ungültig.',
  'This e-mail address is already verified.': 'Diese E-Mail-Adresse ist bereits bestätigt.',
  'This field is required.': 'Dieses Feld ist erforderlich.',
  'This file cannot be submitted yet: {0}': 'Diese Datei kann noch nicht eingereicht werden: {0}',
  'This file changed meanwhile; reload it and try again.':
    'Diese Datei wurde inzwischen geändert; laden Sie sie neu und versuchen Sie es erneut.',
  'This file does not exist or is no longer available.': 'Diese Datei gibt es nicht, oder sie ist nicht mehr verfügbar.',
  'This file has no video picture in it. Please upload an MP4 or MOV video.':
    'Diese Datei enthält kein Videobild. Bitte laden Sie ein MP4- oder MOV-Video hoch.',
  'This file is a video, but it was uploaded as an image.': 'Diese Datei ist ein Video, wurde aber als Bild hochgeladen.',
  'This file is an image, but it was uploaded as a video.': 'Diese Datei ist ein Bild, wurde aber als Video hochgeladen.',
  'This file is in review and cannot be changed until the review is done.':
    'Diese Datei ist in Prüfung und kann erst nach Abschluss der Prüfung geändert werden.',
  'This file is no longer available.': 'Diese Datei ist nicht mehr verfügbar.',
  'This file is not a JPEG, PNG, WebP or TIFF image, or an MP4 or MOV video.':
    'Diese Datei ist kein JPEG-, PNG-, WebP- oder TIFF-Bild und kein MP4- oder MOV-Video.',
  'This file is not a JPEG, PNG, WebP or TIFF image.': 'Diese Datei ist kein JPEG-, PNG-, WebP- oder TIFF-Bild.',
  'This file is not a video we can read. Please upload an MP4 or MOV file.':
    'Diese Datei ist kein Video, das wir lesen können. Bitte laden Sie eine MP4- oder MOV-Datei hoch.',
  'This file is not available for download.': 'Diese Datei ist nicht zum Download verfügbar.',
  'This file is not available for licensing.': 'Diese Datei ist nicht zur Lizenzierung verfügbar.',
  'This file is not available: only published files can be saved.':
    'Diese Datei ist nicht verfügbar: Nur veröffentlichte Dateien können gespeichert werden.',
  'This file is not in the collection.': 'Diese Datei ist nicht in der Sammlung.',
  'This file is now {0:file-status}, not {1:file-status}; reload your catalogue and try again.':
    'Diese Datei hat jetzt den Status „{0}“, nicht „{1}“; laden Sie Ihren Katalog neu und versuchen Sie es erneut.',
  'This file is too large. Files may be at most {0}.': 'Diese Datei ist zu groß. Dateien dürfen höchstens {0} groß sein.',
  'This file is too large. Images may be at most {0}.': 'Diese Datei ist zu groß. Bilder dürfen höchstens {0} groß sein.',
  'This file is too large. Videos may be at most {0}.': 'Diese Datei ist zu groß. Videos dürfen höchstens {0} groß sein.',
  'This file is {0:file-status-prose} and can no longer be edited.':
    'Diese Datei hat den Status „{0}“ und kann nicht mehr bearbeitet werden.',
  'This file is {0:console-file-status-prose}; it cannot be made {1:console-file-status-prose}.':
    'Diese Datei hat den Status „{0}“; sie kann nicht auf „{1}“ gesetzt werden.',
  'This file is {0:file-status-prose}; it cannot be made {1:file-status-prose} by its contributor.':
    'Diese Datei hat den Status „{0}“; die beitragende Person kann sie nicht auf „{1}“ setzen.',
  'This idempotency key was already used for a different order.':
    'Dieser Idempotenzschlüssel wurde bereits für eine andere Bestellung verwendet.',
  'This idempotency key was already used for a refund of {0} on this order; a new refund needs a new key.':
    'Dieser Idempotenzschlüssel wurde für diese Bestellung bereits für eine Erstattung von {0} verwendet; eine neue Erstattung braucht einen neuen Schlüssel.',
  'This image is damaged or incomplete (the upload may have been cut off). Please upload it again.':
    'Dieses Bild ist beschädigt oder unvollständig (der Upload wurde vielleicht abgebrochen). Bitte laden Sie es erneut hoch.',
  'This image is too large. The limit is {0} megapixels.': 'Dieses Bild ist zu groß. Die Grenze liegt bei {0} Megapixeln.',
  'This image is too large: {0} × {1} pixels ({2} megapixels). The limit is {3} megapixels.':
    'Dieses Bild ist zu groß: {0} × {1} Pixel ({2} Megapixel). Die Grenze liegt bei {3} Megapixeln.',
  'This image is {0} × {1} pixels ({2} megapixels). Images may have at most {3} megapixels.':
    'Dieses Bild hat {0} × {1} Pixel ({2} Megapixel). Bilder dürfen höchstens {3} Megapixel haben.',
  'This image is {0} × {1} pixels ({2} megapixels). Images need at least {3} megapixels.':
    'Dieses Bild hat {0} × {1} Pixel ({2} Megapixel). Bilder brauchen mindestens {3} Megapixel.',
  'This invitation is for {0}. Sign in with that address to join.':
    'Diese Einladung gilt für {0}. Melden Sie sich mit dieser Adresse an, um beizutreten.',
  'This invitation is no longer valid. Ask the team owner to invite you again.':
    'Diese Einladung ist nicht mehr gültig. Bitten Sie die Person, der das Team gehört, Sie erneut einzuladen.',
  'This is the last administrator; make someone else an admin first.':
    'Dies ist die letzte Administratorin bzw. der letzte Administrator; machen Sie zuerst jemand anderen zum Admin.',
  'This key is revoked already.': 'Dieser Schlüssel ist bereits widerrufen.',
  'This licence is already Enhanced: there is nothing to upgrade.': 'Diese Lizenz ist bereits Enhanced: Es gibt nichts zu upgraden.',
  'This licence was revoked when its order was refunded: the file is no longer delivered under it.':
    'Diese Lizenz wurde widerrufen, als ihre Bestellung erstattet wurde: Die Datei wird unter ihr nicht mehr ausgeliefert.',
  'This order can no longer be paid. Check out again.': 'Diese Bestellung kann nicht mehr bezahlt werden. Gehen Sie erneut zur Kasse.',
  'This order is already paid. Nothing more was charged.': 'Diese Bestellung ist bereits bezahlt. Es wurde nichts weiter berechnet.',
  'This order was already paid by an earlier payment.': 'Diese Bestellung wurde bereits durch eine frühere Zahlung bezahlt.',
  'This password is among the most common ones and easy to guess. Choose another.':
    'Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Wählen Sie ein anderes.',
  'This person is already in your team.': 'Diese Person ist bereits in Ihrem Team.',
  'This picture could not be read; it may be damaged or too large.':
    'Dieses Bild konnte nicht gelesen werden; es ist vielleicht beschädigt oder zu groß.',
  'This plan does not exist. Choose a plan on the Pricing page.': 'Dieses Abo gibt es nicht. Wählen Sie ein Abo auf der Preisseite.',
  'This plan option does not exist. Choose a plan on the Pricing page.':
    'Diese Abo-Option gibt es nicht. Wählen Sie ein Abo auf der Preisseite.',
  'This plan option is no longer sold. Choose a plan on the Pricing page.':
    'Diese Abo-Option wird nicht mehr verkauft. Wählen Sie ein Abo auf der Preisseite.',
  'This referral code is not valid.': 'Dieser Empfehlungscode ist ungültig.',
  'This routing number is not valid: it has 9 digits and a check digit.':
    'Diese Routing Number ist ungültig: Sie hat 9 Ziffern und eine Prüfziffer.',
  'This saved search does not exist.': 'Diese gespeicherte Suche gibt es nicht.',
  'This share link does not exist.': 'Diesen Freigabelink gibt es nicht.',
  'This share link has expired.': 'Dieser Freigabelink ist abgelaufen.',
  'This sign-in link has expired or was already used. Please start again.':
    'Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet. Bitte beginnen Sie erneut.',
  'This size of the file is licensed for that client already: nothing more was charged.':
    'Diese Größe der Datei ist für diesen Kunden bereits lizenziert: Es wurde nichts weiter berechnet.',
  'This team does not exist.': 'Dieses Team gibt es nicht.',
  'This upload would exceed your storage quota of {0} ({1} used). Delete files you no longer need, or contact support for more space.':
    'Dieser Upload würde Ihr Speicherkontingent von {0} überschreiten ({1} belegt). Löschen Sie Dateien, die Sie nicht mehr brauchen, oder wenden Sie sich für mehr Speicher an den Support.',
  'This video has no playable picture (its size, length or frame rate is missing).':
    'Dieses Video hat kein abspielbares Bild (Größe, Länge oder Bildrate fehlen).',
  'This video is encoded as an unknown format. Please upload H.264, HEVC or ProRes video.':
    'Dieses Video ist in einem unbekannten Format kodiert. Bitte laden Sie H.264-, HEVC- oder ProRes-Video hoch.',
  'This video is encoded as {0}. Please upload H.264, HEVC or ProRes video.':
    'Dieses Video ist als {0} kodiert. Bitte laden Sie H.264-, HEVC- oder ProRes-Video hoch.',
  'This video is {0} seconds long. Videos must be {1} to {2} seconds long.':
    'Dieses Video ist {0} Sekunden lang. Videos müssen {1} bis {2} Sekunden lang sein.',
  'This video is {0} × {1}. Videos must be at least {2} × {3}.': 'Dieses Video hat {0} × {1}. Videos müssen mindestens {2} × {3} haben.',
  'This withdrawal was already decided: it is marked {0:withdrawal-status}.':
    'Über diese Auszahlung wurde bereits entschieden: Sie ist als „{0}“ markiert.',
  'Too many failed sign-in attempts. Please wait 1 minute and try again.':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 1 Minute und versuchen Sie es erneut.',
  'Too many failed sign-in attempts. Please wait 1 second and try again.':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 1 Sekunde und versuchen Sie es erneut.',
  'Too many failed sign-in attempts. Please wait {0} minutes and try again.':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie {0} Minuten und versuchen Sie es erneut.',
  'Too many failed sign-in attempts. Please wait {0} seconds and try again.':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie {0} Sekunden und versuchen Sie es erneut.',
  'Too many requests. Please wait 1 day and try again.': 'Zu viele Anfragen. Bitte warten Sie 1 Tag und versuchen Sie es erneut.',
  'Too many requests. Please wait 1 hour and try again.': 'Zu viele Anfragen. Bitte warten Sie 1 Stunde und versuchen Sie es erneut.',
  'Too many requests. Please wait 1 minute and try again.': 'Zu viele Anfragen. Bitte warten Sie 1 Minute und versuchen Sie es erneut.',
  'Too many requests. Please wait 1 second and try again.': 'Zu viele Anfragen. Bitte warten Sie 1 Sekunde und versuchen Sie es erneut.',
  'Too many requests. Please wait {0} and try again.': 'Zu viele Anfragen. Bitte warten Sie {0} und versuchen Sie es erneut.',
  'Too many requests. Please wait {0} days and try again.': 'Zu viele Anfragen. Bitte warten Sie {0} Tage und versuchen Sie es erneut.',
  'Too many requests. Please wait {0} hours and try again.': 'Zu viele Anfragen. Bitte warten Sie {0} Stunden und versuchen Sie es erneut.',
  'Too many requests. Please wait {0} minutes and try again.':
    'Zu viele Anfragen. Bitte warten Sie {0} Minuten und versuchen Sie es erneut.',
  'Too many requests. Please wait {0} seconds and try again.':
    'Zu viele Anfragen. Bitte warten Sie {0} Sekunden und versuchen Sie es erneut.',
  'Too many wrong codes were entered. Ask for a new one.': 'Es wurden zu viele falsche Codes eingegeben. Fordern Sie einen neuen an.',
  'Too many wrong codes. Please wait 1 minute and try again.':
    'Zu viele falsche Codes. Bitte warten Sie 1 Minute und versuchen Sie es erneut.',
  'Too many wrong codes. Please wait 1 second and try again.':
    'Zu viele falsche Codes. Bitte warten Sie 1 Sekunde und versuchen Sie es erneut.',
  'Too many wrong codes. Please wait {0} minutes and try again.':
    'Zu viele falsche Codes. Bitte warten Sie {0} Minuten und versuchen Sie es erneut.',
  'Too many wrong codes. Please wait {0} seconds and try again.':
    'Zu viele falsche Codes. Bitte warten Sie {0} Sekunden und versuchen Sie es erneut.',
  'Uploads are not available right now. Please try again in a moment.':
    'Uploads sind gerade nicht möglich. Bitte versuchen Sie es gleich noch einmal.',
  'Use at most {0} keywords.': 'Verwenden Sie höchstens {0} Schlagwörter.',
  'Verify your e-mail address first: we have sent a 6-digit code to it.':
    'Bestätigen Sie zuerst Ihre E-Mail-Adresse: Wir haben einen 6-stelligen Code an sie gesendet.',
  'We could not prepare this size of the file. Download it again to try once more, or choose another size.':
    'Wir konnten diese Größe der Datei nicht vorbereiten. Laden Sie sie erneut herunter, um es noch einmal zu versuchen, oder wählen Sie eine andere Größe.',
  'We sent a code to {0}.': 'Wir haben einen Code an {0} gesendet.',
  'With an account number, enter its routing number or SWIFT code.': 'Geben Sie zur Kontonummer die Routing Number oder den SWIFT-Code an.',
  'Withdrawal {0} is not pending or is already in a batch; nothing was batched.':
    'Die Auszahlung {0} ist nicht offen oder bereits in einem Stapel; es wurde nichts zusammengefasst.',
  'You already have a collection with this name.': 'Sie haben bereits eine Sammlung mit diesem Namen.',
  'You already have bank details; edit them instead.': 'Sie haben bereits eine Bankverbindung; bearbeiten Sie diese stattdessen.',
  'You already have the {0} plan. Upgrade it from your subscription instead of buying a second plan.':
    'Sie haben das Abo {0} bereits. Führen Sie ein Upgrade über Ihr Abo durch, statt ein zweites Abo zu kaufen.',
  'You are already a member of another team.': 'Sie sind bereits Mitglied eines anderen Teams.',
  'You are now on {0}. Your downloads for this period start afresh.':
    'Sie haben jetzt {0}. Ihre Downloads für diesen Zeitraum beginnen von vorn.',
  'You are signed in.': 'Sie sind angemeldet.',
  'You are signed out.': 'Sie sind abgemeldet.',
  'You are unsubscribed from the newsletter.': 'Sie sind vom Newsletter abgemeldet.',
  'You can keep up to 50 saved searches: delete one to save another.':
    'Sie können bis zu 50 gespeicherte Suchen behalten: Löschen Sie eine, um eine weitere zu speichern.',
  'You can view this team collection but not change it.': 'Sie können diese Team-Sammlung ansehen, aber nicht ändern.',
  'You can withdraw at most {0}, your available balance.': 'Sie können höchstens {0} auszahlen lassen, Ihr verfügbares Guthaben.',
  'You cannot suspend your own account.': 'Sie können Ihr eigenes Konto nicht sperren.',
  'You cannot take away your own admin role; ask another administrator.':
    'Sie können sich Ihre eigene Admin-Rolle nicht entziehen; bitten Sie eine andere Administratorin oder einen anderen Administrator.',
  'You have already saved this search.': 'Sie haben diese Suche bereits gespeichert.',
  'You have no active plan.': 'Sie haben kein aktives Abo.',
  "You have reached today's upload limit of {0} files ({1} uploaded in the last 24 hours). Please try again tomorrow.":
    'Sie haben das heutige Upload-Limit von {0} Dateien erreicht ({1} in den letzten 24 Stunden hochgeladen). Bitte versuchen Sie es morgen erneut.',
  'You have used all {0} downloads of this period. They renew on {1}; upgrade or buy a download pack to download now.':
    'Sie haben alle {0} Downloads dieses Zeitraums verbraucht. Sie erneuern sich am {1}; führen Sie ein Upgrade durch oder kaufen Sie ein Download-Paket, um jetzt herunterzuladen.',
  'You have used your download budget of {0} this month. Ask your team owner to raise it.':
    'Sie haben Ihr Download-Budget von {0} für diesen Monat aufgebraucht. Bitten Sie die Person, der das Team gehört, es zu erhöhen.',
  'You hold a Standard licence for this file: upgrade it to Enhanced from your licence history.':
    'Sie haben eine Standard-Lizenz für diese Datei: Führen Sie in Ihrem Lizenzverlauf ein Upgrade auf Enhanced durch.',
  "You joined {0}'s team": 'Sie sind dem Team von {0} beigetreten',
  'You licensed this file before, so this download is free.':
    'Sie haben diese Datei bereits lizenziert, daher ist dieser Download kostenlos.',
  'You licensed this file before: download it again for free from its page.':
    'Sie haben diese Datei bereits lizenziert: Laden Sie sie kostenlos erneut von ihrer Seite herunter.',
  'You own a team with members, so you cannot join another.':
    'Ihnen gehört ein Team mit Mitgliedern, daher können Sie keinem anderen beitreten.',
  'You own this team already.': 'Dieses Team gehört Ihnen bereits.',
  'Your account has no password yet. Use "Set password" to choose one.':
    'Ihr Konto hat noch kein Passwort. Wählen Sie mit „Passwort festlegen“ eines.',
  'Your account is an approved reseller already.': 'Ihr Konto ist bereits ein zugelassener Wiederverkäufer.',
  'Your account is deleted. Your personal details are erased and your files are no longer for sale.':
    'Ihr Konto ist gelöscht. Ihre persönlichen Daten sind gelöscht, und Ihre Dateien werden nicht mehr verkauft.',
  'Your application is already with our partner team.': 'Ihre Bewerbung liegt bereits bei unserem Partnerteam.',
  'Your bank details are confirmed.': 'Ihre Bankverbindung ist bestätigt.',
  'Your bank details changed meanwhile; reload and try again.':
    'Ihre Bankverbindung wurde inzwischen geändert; laden Sie neu und versuchen Sie es erneut.',
  'Your card has expired.': 'Ihre Karte ist abgelaufen.',
  'Your card has insufficient funds. Try another card.': 'Ihre Karte ist nicht ausreichend gedeckt. Versuchen Sie eine andere Karte.',
  'Your card was declined. Try another card.': 'Ihre Karte wurde abgelehnt. Versuchen Sie eine andere Karte.',
  'Your contributor account is deleted and your files are no longer for sale. Your buyer account with this e-mail stays.':
    'Ihr Konto für Beitragende ist gelöscht, und Ihre Dateien werden nicht mehr verkauft. Ihr Käuferkonto mit dieser E-Mail-Adresse bleibt bestehen.',
  'Your download is ready.': 'Ihr Download ist bereit.',
  'Your e-mail address is not verified with the sign-in provider. Verify it there, or sign up with e-mail.':
    'Ihre E-Mail-Adresse ist beim Anmeldeanbieter nicht bestätigt. Bestätigen Sie sie dort oder registrieren Sie sich per E-Mail.',
  'Your e-mail address is verified. You can sign in now.': 'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
  'Your file is being prepared. Its download starts when it is ready.':
    'Ihre Datei wird vorbereitet. Der Download beginnt, sobald sie bereit ist.',
  'Your file is ready.': 'Ihre Datei ist bereit.',
  'Your file is still being prepared. Try this link again in a moment.':
    'Ihre Datei wird noch vorbereitet. Versuchen Sie diesen Link gleich noch einmal.',
  'Your language is saved.': 'Ihre Sprache ist gespeichert.',
  'Your last renewal payment failed; update your card by buying the plan again.':
    'Ihre letzte Verlängerungszahlung ist fehlgeschlagen; aktualisieren Sie Ihre Karte, indem Sie das Abo erneut kaufen.',
  'Your new e-mail address is verified and now in use.': 'Ihre neue E-Mail-Adresse ist bestätigt und wird jetzt verwendet.',
  'Your password is changed. Other devices have been signed out.': 'Ihr Passwort ist geändert. Andere Geräte wurden abgemeldet.',
  'Your password is changed. Sign in with the new one; other devices have been signed out.':
    'Ihr Passwort ist geändert. Melden Sie sich mit dem neuen an; andere Geräte wurden abgemeldet.',
  'Your password is set. You can sign in with it now.': 'Ihr Passwort ist festgelegt. Sie können sich jetzt damit anmelden.',
  'Your phone number is verified.': 'Ihre Telefonnummer ist bestätigt.',
  'Your plan has no seats for a team: the Team plan has five.': 'Ihr Abo hat keine Plätze für ein Team: Das Team-Abo hat fünf.',
  'Your plan is paused because its renewal payment failed. Pay for it again on the Pricing page to download.':
    'Ihr Abo ist pausiert, weil die Verlängerungszahlung fehlgeschlagen ist. Bezahlen Sie es auf der Preisseite erneut, um herunterzuladen.',
  'Your plan period has just ended and is being renewed. Try again in a few minutes.':
    'Ihr Abo-Zeitraum ist gerade abgelaufen und wird verlängert. Versuchen Sie es in ein paar Minuten erneut.',
  'Your plan will end on {0} and will not renew.': 'Ihr Abo endet am {0} und verlängert sich nicht.',
  'Your plan will renew as usual.': 'Ihr Abo verlängert sich wie gewohnt.',
  'Your portfolio is saved.': 'Ihr Portfolio ist gespeichert.',
  'Your profile is updated.': 'Ihr Profil ist aktualisiert.',
  'Your profile is updated. Enter the code we sent to your new e-mail address to start using it.':
    'Ihr Profil ist aktualisiert. Geben Sie den Code ein, den wir an Ihre neue E-Mail-Adresse gesendet haben, um sie zu verwenden.',
  'Your public profile is saved.': 'Ihr öffentliches Profil ist gespeichert.',
  'Your withdrawal of {0} is requested.': 'Ihre Auszahlung von {0} ist beantragt.',
  'Your {0} plan covers images only. Upgrade or buy a download pack to download videos.':
    'Ihr Abo {0} umfasst nur Bilder. Führen Sie ein Upgrade durch oder kaufen Sie ein Download-Paket, um Videos herunterzuladen.',
  'age_group must be one of {0}.': 'age_group muss einer der Werte {0} sein.',
  'category_id or category is required': 'category_id oder category ist erforderlich',
  'keyword or keyword_id is required': 'keyword oder keyword_id ist erforderlich',
  'max_duration must not be less than min_duration': 'max_duration darf nicht kleiner als min_duration sein',
  'media_id is required.': 'media_id ist erforderlich.',
  'media_id or keyword_ids is required': 'media_id oder keyword_ids ist erforderlich',
  missing: 'fehlt',
  'next must be a path on this site, such as /pricing.': 'next muss ein Pfad auf dieser Website sein, z. B. /pricing.',
  'not verified': 'nicht bestätigt',
  'page_no must be at most {0} with limit {1}': 'page_no darf bei limit {1} höchstens {0} sein',
  'replace_media_id must be the id of one of your files.': 'replace_media_id muss die ID einer Ihrer Dateien sein.',
  'startTime must be before endTime.': 'startTime muss vor endTime liegen.',
  'status is required.': 'status ist erforderlich.',
  'the job rendering this size ended without finishing it': 'der Auftrag zum Erstellen dieser Größe endete, ohne sie fertigzustellen',
  'type must be IMAGE or VIDEO.': 'type muss IMAGE oder VIDEO sein.',
  'url must be a path on this site, starting with a single /.':
    'url muss ein Pfad auf dieser Website sein, der mit einem einzelnen / beginnt.',
  '{0} ({1}) is revoked: it is refused from now on.': '{0} ({1}) ist widerrufen: Er wird ab sofort abgelehnt.',
  '{0} 1 try left.': '{0} Noch 1 Versuch.',
  '{0} Check out again to see the price without it.': '{0} Gehen Sie erneut zur Kasse, um den Preis ohne es zu sehen.',
  '{0} It looks like a {1} file.': '{0} Sie sieht aus wie eine {1}-Datei.',
  '{0} Nothing was charged.': '{0} Es wurde nichts berechnet.',
  '{0} The payment is being refunded to your card.': '{0} Die Zahlung wird auf Ihre Karte erstattet.',
  '{0} applies to annual plans only.': '{0} gilt nur für Jahresabos.',
  '{0} applies to download packs only.': '{0} gilt nur für Download-Pakete.',
  '{0} can sign in again.': '{0} kann sich wieder anmelden.',
  '{0} ending {1} is removed.': '{0} mit Endziffern {1} ist entfernt.',
  '{0} ending {1} is saved.': '{0} mit Endziffern {1} ist gespeichert.',
  '{0} ending {1} now pays your renewals and upgrades.': '{0} mit Endziffern {1} bezahlt jetzt Ihre Verlängerungen und Upgrades.',
  '{0} files ready; all licensed before, no download used.': '{0} Dateien bereit; alle bereits zuvor lizenziert, kein Download verbraucht.',
  '{0} files ready; {1} licensed now.': '{0} Dateien bereit; {1} jetzt lizenziert.',
  '{0} files submitted for review.': '{0} Dateien zur Prüfung eingereicht.',
  '{0} files uploaded, {1} refused.': '{0} Dateien hochgeladen, {1} abgelehnt.',
  '{0} files uploaded.': '{0} Dateien hochgeladen.',
  '{0} has an unknown field "{1}"': '{0} enthält ein unbekanntes Feld „{1}“',
  '{0} is for a first purchase, and you have bought before.': '{0} gilt für einen Erstkauf, und Sie haben bereits gekauft.',
  '{0} is not allowed on {1}; use {2}.': '{0} ist für {1} nicht erlaubt; verwenden Sie {2}.',
  '{0} is not valid': '{0} ist ungültig',
  '{0} is required': '{0} ist erforderlich',
  '{0} is revoked: its secret and tokens are refused from now on.': '{0} ist widerrufen: Secret und Tokens werden ab sofort abgelehnt.',
  '{0} is suspended; {1} session(s) ended.': '{0} ist gesperrt; {1} Sitzung(en) beendet.',
  '{0} is {1:reseller-status}; {2} was told by e-mail.':
    'Die Bewerbung von {0} hat jetzt den Status „{1}“; {2} wurde per E-Mail informiert.',
  '{0} members removed': '{0} Mitglieder entfernt',
  '{0} must NOT have fewer than {1} items': '{0} darf nicht weniger als {1} Einträge haben',
  '{0} must NOT have more than {1} items': '{0} darf nicht mehr als {1} Einträge haben',
  '{0} must be < {1}': '{0} muss < {1} sein',
  '{0} must be <= {1}': '{0} muss <= {1} sein',
  '{0} must be > {1}': '{0} muss > {1} sein',
  '{0} must be >= {1}': '{0} muss >= {1} sein',
  '{0} must be a boolean': '{0} muss ein boolescher Wert sein',
  '{0} must be a day like 2026-11-01, an ISO date-time or milliseconds since 1970.':
    '{0} muss ein Tag wie 2026-11-01, ein ISO-Datum mit Uhrzeit oder Millisekunden seit 1970 sein.',
  '{0} must be a null': '{0} muss null sein',
  '{0} must be a number': '{0} muss eine Zahl sein',
  '{0} must be a number of dollars with at most two decimals, e.g. 35.50':
    '{0} muss ein Dollarbetrag mit höchstens zwei Nachkommastellen sein, z. B. 35.50',
  '{0} must be a string': '{0} muss ein Text sein',
  '{0} must be an array': '{0} muss eine Liste sein',
  '{0} must be an integer': '{0} muss eine ganze Zahl sein',
  '{0} must be an object': '{0} muss ein Objekt sein',
  '{0} must be at least {1} characters long': '{0} muss mindestens {1} Zeichen lang sein',
  '{0} must be at most {1} characters long': '{0} darf höchstens {1} Zeichen lang sein',
  '{0} must be equal to one of the allowed values': '{0} muss einer der erlaubten Werte sein',
  '{0} must be one of {1} (got "{2}")': '{0} muss einer der Werte {1} sein (erhalten: „{2}“)',
  '{0} must be {1}': '{0} muss {1} sein',
  '{0} must match format "{1}"': '{0} muss dem Format „{1}“ entsprechen',
  '{0} must not be empty': '{0} darf nicht leer sein',
  '{0} must not contain the NUL character (\\u0000)': '{0} darf das NUL-Zeichen (\\u0000) nicht enthalten',
  '{0} no longer has the {1:role} role.': '{0} hat die Rolle „{1}“ nicht mehr.',
  '{0} no longer has the {1:role} role. {2} session(s) ended.': '{0} hat die Rolle „{1}“ nicht mehr. {2} Sitzung(en) beendet.',
  '{0} now has the {1:role} role.': '{0} hat jetzt die Rolle „{1}“.',
  '{0} session(s) of {1} ended.': '{0} Sitzung(en) von {1} beendet.',
  '{0} {1} tries left.': '{0} Noch {1} Versuche.',
  "{0}'s team": 'Team von {0}',
  '{0}: {1} is updated. New orders use the new terms.': '{0}: {1} ist aktualisiert. Neue Bestellungen verwenden die neuen Bedingungen.',
  'Your bank details are added and confirmed.': 'Ihre Bankverbindung ist hinzugefügt und bestätigt.',
  'Your bank details are added. Confirm them with a code sent to your e-mail before withdrawing.':
    'Ihre Bankverbindung ist hinzugefügt. Bestätigen Sie sie mit einem Code, der an Ihre E-Mail-Adresse gesendet wird, bevor Sie eine Auszahlung anfordern.',
  'Your bank details are updated and confirmed.': 'Ihre Bankverbindung ist aktualisiert und bestätigt.',
  'Your bank details are updated. Confirm them with a code sent to your e-mail before withdrawing.':
    'Ihre Bankverbindung ist aktualisiert. Bestätigen Sie sie mit einem Code, der an Ihre E-Mail-Adresse gesendet wird, bevor Sie eine Auszahlung anfordern.',
  'This account is not registered as a buyer. Sign up as a buyer with the same e-mail address and password to add it.':
    'Dieses Konto ist nicht als Käuferkonto registriert. Registrieren Sie sich mit derselben E-Mail-Adresse und demselben Passwort als Käufer, um es hinzuzufügen.',
  'This account is not registered as a contributor. Sign up as a contributor with the same e-mail address and password to add it.':
    'Dieses Konto ist nicht als Konto für Beitragende registriert. Registrieren Sie sich mit derselben E-Mail-Adresse und demselben Passwort als Beitragende:r, um es hinzuzufügen.',
};
