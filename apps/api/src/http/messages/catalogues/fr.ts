import type { MessageCatalogue } from '../message-catalogue';

export const fr: MessageCatalogue = {
  '1 file ready; all licensed before, no download used.': '1 fichier prêt ; tous déjà sous licence, aucun téléchargement utilisé.',
  '1 file ready; {0} licensed now.': '1 fichier prêt ; {0} sous licence maintenant.',
  '1 file submitted for review.': '1 fichier soumis à validation.',
  '1 file uploaded, {0} refused.': '1 fichier importé, {0} refusé(s).',
  '1 file uploaded.': '1 fichier importé.',
  'A category cannot be merged into one of its own subcategories.':
    'Une catégorie ne peut pas être fusionnée avec l’une de ses propres sous-catégories.',
  'A category cannot go under itself.': 'Une catégorie ne peut pas être placée sous elle-même.',
  'A code was sent a moment ago. Please wait 1 second before asking for a new one.':
    'Un code vient d’être envoyé. Veuillez patienter 1 seconde avant d’en demander un nouveau.',
  'A code was sent a moment ago. Please wait {0} seconds before asking for a new one.':
    'Un code vient d’être envoyé. Veuillez patienter {0} secondes avant d’en demander un nouveau.',
  'A model release may be at most 20 MB.': 'Une autorisation de modèle ne doit pas dépasser 20 Mo.',
  'A model release must be a PDF, JPEG or PNG file.': 'Une autorisation de modèle doit être un fichier PDF, JPEG ou PNG.',
  'A new file starts as a DRAFT; submit it for review once its details are complete.':
    'Un nouveau fichier commence en BROUILLON ; soumettez-le à validation une fois ses informations complètes.',
  'A new verification code is on its way to {0}.': 'Un nouveau code de vérification est en route vers {0}.',
  'A period may be at most ten years long.': 'Une période ne peut pas dépasser dix ans.',
  'A published collection already has this name.': 'Une collection publiée porte déjà ce nom.',
  'A scheduled article needs a publish time in the future.': 'Un article programmé doit avoir une date de publication future.',
  'A zip holds at most {0} files. Split the collection to download it.':
    'Un fichier zip contient au plus {0} fichiers. Divisez la collection pour la télécharger.',
  'Add a card on the Payment methods page first: the upgrade is charged to your default card.':
    'Ajoutez d’abord une carte sur la page Moyens de paiement : la mise à niveau est débitée de votre carte par défaut.',
  'Add a title.': 'Ajoutez un titre.',
  'Add at least {0} keywords ({1} so far).': 'Ajoutez au moins {0} mots-clés ({1} pour l’instant).',
  'Add your bank details before withdrawing.': 'Ajoutez vos coordonnées bancaires avant de faire un retrait.',
  "Add your card on Stripe's secure page.": 'Ajoutez votre carte sur la page sécurisée de Stripe.',
  'Add {0} to {1} keywords ({2} given).': 'Ajoutez de {0} à {1} mots-clés ({2} saisis).',
  'All {0} seats of your plan are taken: remove someone before inviting another.':
    'Les {0} places de votre abonnement sont prises : retirez quelqu’un avant d’inviter une autre personne.',
  'Already handled.': 'Déjà traité.',
  'Another account already uses this e-mail address.': 'Un autre compte utilise déjà cette adresse e-mail.',
  'Another account has started using this e-mail address.': 'Un autre compte s’est mis à utiliser cette adresse e-mail.',
  'Another category of this type already has this name.': 'Une autre catégorie de ce type porte déjà ce nom.',
  'Another export of this batch took some of its payouts; export it again.':
    'Un autre export de ce lot a pris certains de ses paiements ; exportez-le à nouveau.',
  'Another reviewer decided on this file meanwhile.': 'Un autre relecteur a statué sur ce fichier entre-temps.',
  'Another {0:blog-audience} article already uses the address "{1}".': 'Un autre article du blog « {0} » utilise déjà l’adresse « {1} ».',
  'Approved and published.': 'Approuvé et publié.',
  'At most {0} is left to refund on this order.': 'Il reste au plus {0} à rembourser sur cette commande.',
  'Attach a model release: this file shows people.': 'Joignez une autorisation de modèle : ce fichier montre des personnes.',
  "Batch {0} was exported on {1}, before exported files were kept, and its pending payouts were in that file; it is not exported again. Mark each payout paid or failed from the bank's statement.":
    'Le lot {0} a été exporté le {1}, avant que les fichiers exportés ne soient conservés, et ses paiements en attente figuraient dans ce fichier ; il n’est pas exporté à nouveau. Marquez chaque paiement comme payé ou échoué d’après le relevé bancaire.',
  'Batch {0} was exported on {1}: the same files again ({2} payout(s), message {3}). A bank that already took them refuses them as a duplicate; nothing is paid twice.':
    'Le lot {0} a été exporté le {1} : les mêmes fichiers à nouveau ({2} paiement(s), message {3}). Une banque qui les a déjà reçus les refuse comme doublon ; rien n’est payé deux fois.',
  'Batch {0}: {1} payout(s), {2}.': 'Lot {0} : {1} paiement(s), {2}.',
  'Both categories must be of the same type.': 'Les deux catégories doivent être du même type.',
  'Budget saved': 'Budget enregistré',
  'Card details are taken by the payment provider here, not by this form.':
    'Les données de carte sont saisies chez le prestataire de paiement, pas dans ce formulaire.',
  'Cards are added with the form on this page in test mode.': 'En mode test, les cartes s’ajoutent avec le formulaire de cette page.',
  'Category {0} is listed twice.': 'La catégorie {0} figure deux fois.',
  'Category {0} is not a top-level category.': 'La catégorie {0} n’est pas une catégorie principale.',
  'Change the title, the description or the category.': 'Modifiez le titre, la description ou la catégorie.',
  'Check your e-mail: we have sent a 6-digit code to verify your new account. If this address already has an account, the e-mail says how to sign in instead.':
    'Consultez vos e-mails : nous vous avons envoyé un code à 6 chiffres pour vérifier votre nouveau compte. Si cette adresse a déjà un compte, l’e-mail explique comment vous connecter à la place.',
  'Choose a category.': 'Choisissez une catégorie.',
  'Choose a larger plan than your current one to upgrade.':
    'Choisissez un abonnement plus grand que l’actuel pour passer à la formule supérieure.',
  'Choose a plan or a download pack to download licensed files.':
    'Choisissez un abonnement ou un pack de téléchargements pour télécharger des fichiers sous licence.',
  'Choose a time in the future.': 'Choisissez une date future.',
  'Choose an image to upload.': 'Choisissez une image à importer.',
  'Choose another category to merge into.': 'Choisissez une autre catégorie avec laquelle fusionner.',
  'Choose at least one image or video to upload.': 'Choisissez au moins une image ou une vidéo à importer.',
  'Choose the country of the bank (two letters, e.g. DE).': 'Choisissez le pays de la banque (deux lettres, p. ex. DE).',
  'Choose the new image or video.': 'Choisissez la nouvelle image ou vidéo.',
  'Choose the signed release (PDF, JPEG or PNG).': 'Choisissez l’autorisation signée (PDF, JPEG ou PNG).',
  'Collection created': 'Collection créée',
  'Collection deleted': 'Collection supprimée',
  'Collection updated': 'Collection mise à jour',
  'Confirm the change with your password or with the code we e-mail you.':
    'Confirmez la modification avec votre mot de passe ou avec le code que nous vous envoyons par e-mail.',
  'Confirm your bank details with the code we e-mail you before withdrawing.':
    'Confirmez vos coordonnées bancaires avec le code que nous vous envoyons par e-mail avant de faire un retrait.',
  'Confirmed for {0} minutes.': 'Confirmé pour {0} minutes.',
  'Copy the client secret now: it is shown this once.': 'Copiez le secret client maintenant : il n’est affiché qu’une seule fois.',
  'Copy the key now: it is shown this once.': 'Copiez la clé maintenant : elle n’est affichée qu’une seule fois.',
  'Copy the signing secret now: it is shown this once.': 'Copiez le secret de signature maintenant : il n’est affiché qu’une seule fois.',
  'Each link must be a web address starting with https:// or http://.':
    'Chaque lien doit être une adresse web commençant par https:// ou http://.',
  'Enter a valid e-mail address, like name@example.com.': 'Saisissez une adresse e-mail valide, comme nom@example.com.',
  'Enter a valid phone number with 8 to 15 digits, like +44 20 7946 0000.':
    'Saisissez un numéro de téléphone valide de 8 à 15 chiffres, comme +44 20 7946 0000.',
  'Enter an IBAN, or an account number with a routing number or SWIFT code.':
    'Saisissez un IBAN, ou un numéro de compte avec un numéro de routage ou un code SWIFT.',
  "Enter the model's name.": 'Saisissez le nom du modèle.',
  'Enter your name.': 'Saisissez votre nom.',
  'Enter your password again to do this.': 'Saisissez à nouveau votre mot de passe pour effectuer cette action.',
  'Every payout of this batch is already settled; there is nothing to export.':
    'Tous les paiements de ce lot sont déjà réglés ; il n’y a rien à exporter.',
  'Exported {0} payout(s): {1} in the ISO 20022 transfer file{2}, {3} in the CSV.':
    '{0} paiement(s) exporté(s) : {1} dans le fichier de virement ISO 20022{2}, {3} dans le CSV.',
  'Facebook did not share a confirmed e-mail address. Confirm one there, or sign up with e-mail.':
    'Facebook n’a pas communiqué d’adresse e-mail confirmée. Confirmez-en une sur Facebook ou inscrivez-vous par e-mail.',
  'File {0} is not a published file.': 'Le fichier {0} n’est pas publié.',
  'File {0} is not one of your published files.': 'Le fichier {0} ne fait pas partie de vos fichiers publiés.',
  'Files cannot be prepared right now. Try again in a few minutes.':
    'Les fichiers ne peuvent pas être préparés pour le moment. Réessayez dans quelques minutes.',
  'Give either a percent off or an amount off, not both.':
    'Indiquez soit un pourcentage de remise, soit un montant de remise, pas les deux.',
  'Give either an IBAN or an account number, not both.': 'Indiquez soit un IBAN, soit un numéro de compte, pas les deux.',
  'Give the collection a name.': 'Donnez un nom à la collection.',
  'Give the saved search a name.': 'Donnez un nom à la recherche enregistrée.',
  'If an account uses this address, we have sent it a 6-digit code to reset the password.':
    'Si un compte utilise cette adresse, nous lui avons envoyé un code à 6 chiffres pour réinitialiser le mot de passe.',
  'If this account has no password yet, we have sent a 6-digit code to its e-mail address.':
    'Si ce compte n’a pas encore de mot de passe, nous avons envoyé un code à 6 chiffres à son adresse e-mail.',
  'If this address belongs to an account waiting for it, we have sent it a 6-digit code, valid for 10 minutes.':
    'Si cette adresse appartient à un compte qui l’attend, nous lui avons envoyé un code à 6 chiffres, valable 10 minutes.',
  'If this number belongs to an account waiting to verify it, we have sent it a 6-digit code, valid for 10 minutes.':
    'Si ce numéro appartient à un compte qui doit le vérifier, nous lui avons envoyé un code à 6 chiffres, valable 10 minutes.',
  'Invitation sent to {0}': 'Invitation envoyée à {0}',
  'It has been redeemed {0} times already; the limit cannot be lower.':
    'Il a déjà été utilisé {0} fois ; la limite ne peut pas être inférieure.',
  'Its contributor removed this file; only they can offer it again.':
    'Son contributeur a retiré ce fichier ; lui seul peut le proposer à nouveau.',
  'List every category under this parent exactly once.': 'Indiquez chaque catégorie de ce parent exactement une fois.',
  'List every curated collection exactly once.': 'Indiquez chaque collection sélectionnée exactement une fois.',
  "Marked as failed; {0} is back in {1}'s balance.": 'Marqué comme échoué ; {0} est de retour sur le solde de {1}.',
  'Marked {0} to {1} as paid.': '{0} à {1} marqué comme payé.',
  'Member removed': 'Membre retiré',
  'Merged into {0}.': 'Fusionnée dans {0}.',
  'No activity recorded yet.': 'Aucune activité enregistrée pour l’instant.',
  'No answer within {0} s.': 'Aucune réponse en {0} s.',
  'No bank details yet.': 'Pas encore de coordonnées bancaires.',
  'No files carry this keyword.': 'Aucun fichier ne porte ce mot-clé.',
  'Not found': 'Introuvable',
  'Nothing was submitted.': 'Rien n’a été soumis.',
  OK: 'OK',
  'Only a paid order can be refunded.': 'Seule une commande payée peut être remboursée.',
  'Only a published file can be taken down; this one is {0:console-file-status}.':
    'Seul un fichier publié peut être retiré ; celui-ci a le statut « {0} ».',
  'Only a taken-down file can be restored; this one is {0:console-file-status}.':
    'Seul un fichier retiré peut être rétabli ; celui-ci a le statut « {0} ».',
  'Only approved resellers have a developer area. Apply on the reseller page first.':
    'Seuls les revendeurs approuvés ont un espace développeur. Postulez d’abord sur la page revendeur.',
  'Only the first {0} results can be browsed; refine the search to see more.':
    'Seuls les {0} premiers résultats peuvent être parcourus ; affinez la recherche pour en voir plus.',
  'Only the owner of this collection can do that.': 'Seul le propriétaire de cette collection peut faire cela.',
  'Only the team owner can do that.': 'Seul le propriétaire de l’équipe peut faire cela.',
  'Order created. Complete the payment.': 'Commande créée. Finalisez le paiement.',
  'Payment received. Your licence is ready.': 'Paiement reçu. Votre licence est prête.',
  'Payment received. Your plan is ready.': 'Paiement reçu. Votre abonnement est prêt.',
  'Payments are processed securely by Stripe.': 'Les paiements sont traités en toute sécurité par Stripe.',
  'Please sign in again.': 'Veuillez vous reconnecter.',
  'Please sign in to continue.': 'Veuillez vous connecter pour continuer.',
  'Processing failed.': 'Le traitement a échoué.',
  'Processing failed: replace the file or delete it.': 'Le traitement a échoué : remplacez le fichier ou supprimez-le.',
  'Received.': 'Reçu.',
  'References saved.': 'Références enregistrées.',
  'Refund of {0} recorded (credit note {1}); the payment provider will be asked again.':
    'Remboursement de {0} enregistré (avoir {1}) ; le prestataire de paiement sera sollicité à nouveau.',
  'Refunded {0}; credit note {1}.': '{0} remboursé ; avoir {1}.',
  'Rejected; the contributor is told why.': 'Refusé ; le contributeur en est informé avec le motif.',
  'Removed from the collection': 'Retiré de la collection',
  'Saved and submitted for review.': 'Enregistré et soumis à validation.',
  'Saved search deleted': 'Recherche enregistrée supprimée',
  'Saved search updated': 'Recherche enregistrée mise à jour',
  'Saved to {0}': 'Enregistré dans {0}',
  'Saved to {0} collections': 'Enregistré dans {0} collections',
  'Saved.': 'Enregistré.',
  'Say the file name in the upload metadata (filename).': 'Indiquez le nom du fichier dans les métadonnées d’importation (filename).',
  'Say what is wrong in the note when the reason is "other".': 'Indiquez ce qui ne va pas dans la note lorsque le motif est « autre ».',
  'Say which file to remove: collection_id and media_id, or media_collection_id.':
    'Indiquez le fichier à retirer : collection_id et media_id, ou media_collection_id.',
  'Say why the payout failed; the contributor is told.': 'Indiquez pourquoi le paiement a échoué ; le contributeur en est informé.',
  'Search saved': 'Recherche enregistrée',
  'Send status and media_id (DRAFT, inreview, rejected or published; a file id).':
    'Envoyez status et media_id (DRAFT, inreview, rejected ou published ; un identifiant de fichier).',
  'Send the files as multipart/form-data.': 'Envoyez les fichiers en multipart/form-data.',
  'Send the image as multipart/form-data, in a field named "image".':
    'Envoyez l’image en multipart/form-data, dans un champ nommé « image ».',
  'Send the release as multipart/form-data.': 'Envoyez l’autorisation en multipart/form-data.',
  'Share link ready': 'Lien de partage prêt',
  'Share link turned off': 'Lien de partage désactivé',
  'Sign-in was cancelled or refused at the provider.': 'La connexion a été annulée ou refusée chez le fournisseur.',
  'Sign-in with {0} is not available.': 'La connexion avec {0} n’est pas disponible.',
  'Something went wrong on our side. Please try again; if it persists, quote {0}.':
    'Une erreur s’est produite de notre côté. Veuillez réessayer ; si le problème persiste, indiquez {0}.',
  'Stripe is not configured on this server.': 'Stripe n’est pas configuré sur ce serveur.',
  'Stripe test mode: use 4242 4242 4242 4242 with any future date and CVC.':
    'Mode test Stripe : utilisez 4242 4242 4242 4242 avec une date future et un CVC quelconques.',
  'Test mode accepts only the test cards: {0}.': 'Le mode test n’accepte que les cartes de test : {0}.',
  'Test mode: no real money moves. Use {0} ({1:test-card-outcome}), {2} ({3:test-card-outcome}), {4} ({5:test-card-outcome}), any future expiry date and any CVC.':
    'Mode test : aucun argent réel ne circule. Utilisez {0} ({1}), {2} ({3}), {4} ({5}), une date d’expiration future et un CVC quelconques.',
  'Thank you for subscribing! Look out for new collections and tips in your inbox.':
    'Merci de votre inscription ! Surveillez votre boîte de réception pour de nouvelles collections et des conseils.',
  'Thank you: your application is with our partner team. We will e-mail you when it is decided.':
    'Merci : votre candidature est entre les mains de notre équipe partenaires. Nous vous écrirons dès qu’une décision sera prise.',
  'That is too many days to draw; choose a longer interval or a shorter period.':
    'Cela fait trop de jours à afficher ; choisissez un intervalle plus long ou une période plus courte.',
  'That is too many months to draw; choose a longer interval or a shorter period.':
    'Cela fait trop de mois à afficher ; choisissez un intervalle plus long ou une période plus courte.',
  'That is too many weeks to draw; choose a longer interval or a shorter period.':
    'Cela fait trop de semaines à afficher ; choisissez un intervalle plus long ou une période plus courte.',
  'That password is not right.': 'Ce mot de passe n’est pas le bon.',
  'The Content-Length header does not match the body.': 'L’en-tête Content-Length ne correspond pas au corps de la requête.',
  'The SWIFT code must have 8 or 11 letters and digits, e.g. DEUTDEFF.':
    'Le code SWIFT doit comporter 8 ou 11 lettres et chiffres, p. ex. DEUTDEFF.',
  'The Stripe-Signature header is missing.': 'L’en-tête Stripe-Signature est manquant.',
  'The URL must be a full http:// or https:// address.': 'L’URL doit être une adresse complète en http:// ou https://.',
  'The URL must be a public address: private, loopback and link-local addresses are refused.':
    'L’URL doit être une adresse publique : les adresses privées, de bouclage et link-local sont refusées.',
  'The URL must not contain a user name or password.': 'L’URL ne doit contenir ni nom d’utilisateur ni mot de passe.',
  'The account number must be 4 to 34 letters and digits.': 'Le numéro de compte doit comporter de 4 à 34 lettres et chiffres.',
  'The address is not valid: it has a malformed percent-encoding (%).':
    'L’adresse n’est pas valide : elle contient un encodage en pourcentage (%) mal formé.',
  'The address is too long.': 'L’adresse est trop longue.',
  'The article is deleted.': 'L’article est supprimé.',
  'The article is saved.': 'L’article est enregistré.',
  'The avatar must be a JPEG, PNG, WebP or GIF picture.': 'L’avatar doit être une image JPEG, PNG, WebP ou GIF.',
  'The avatar must be at most 10 MB.': 'L’avatar ne doit pas dépasser 10 Mo.',
  'The card number is not valid.': 'Le numéro de carte n’est pas valide.',
  'The categories are in the new order.': 'Les catégories sont dans le nouvel ordre.',
  'The category is added.': 'La catégorie est ajoutée.',
  'The category is deleted.': 'La catégorie est supprimée.',
  'The category is renamed.': 'La catégorie est renommée.',
  'The category {0} is created.': 'La catégorie {0} est créée.',
  'The category {0} is saved.': 'La catégorie {0} est enregistrée.',
  'The code {0} is already used by an offer or a promo code.': 'Le code {0} est déjà utilisé par une offre ou un code promo.',
  'The collection {0} is created.': 'La collection {0} est créée.',
  'The collection {0} is saved.': 'La collection {0} est enregistrée.',
  'The collections are in the new order.': 'Les collections sont dans le nouvel ordre.',
  'The current password is not correct.': 'Le mot de passe actuel n’est pas correct.',
  'The database is unreachable.': 'La base de données est injoignable.',
  'The e-mail address or password is not correct.': 'L’adresse e-mail ou le mot de passe n’est pas correct.',
  'The end must be after the start.': 'La fin doit être postérieure au début.',
  'The endpoint is deleted: it will receive nothing more.': 'Le point de terminaison est supprimé : il ne recevra plus rien.',
  'The event is being sent again.': 'L’événement est renvoyé.',
  'The file is deleted.': 'Le fichier est supprimé.',
  'The file is empty.': 'Le fichier est vide.',
  'The file is no longer for sale. Buyers who licensed it keep their downloads.':
    'Le fichier n’est plus en vente. Les acheteurs qui l’ont sous licence conservent leurs téléchargements.',
  'The file is on sale again.': 'Le fichier est de nouveau en vente.',
  'The file is replaced and is being processed again.': 'Le fichier est remplacé et de nouveau en cours de traitement.',
  'The file is still being processed.': 'Le fichier est encore en cours de traitement.',
  'The file is taken down. Buyers who licensed it keep their downloads.':
    'Le fichier est retiré. Les acheteurs qui l’ont sous licence conservent leurs téléchargements.',
  'The file is updated.': 'Le fichier est mis à jour.',
  'The file is uploaded and is being processed.': 'Le fichier est importé et en cours de traitement.',
  'The home page shows {0} categories in the new order.': 'La page d’accueil affiche {0} catégories dans le nouvel ordre.',
  'The image is uploaded.': 'L’image est importée.',
  'The image must be a JPEG, PNG, WebP, GIF, AVIF or TIFF picture.': 'L’image doit être au format JPEG, PNG, WebP, GIF, AVIF ou TIFF.',
  'The image must be at most 20 MB.': 'L’image ne doit pas dépasser 20 Mo.',
  'The model release is saved.': 'L’autorisation de modèle est enregistrée.',
  'The name may be at most {0} characters.': 'Le nom ne doit pas dépasser {0} caractères.',
  'The offer {0} has ended.': 'L’offre {0} est terminée.',
  'The offer {0} has not started yet.': 'L’offre {0} n’a pas encore commencé.',
  'The offer {0} is created.': 'L’offre {0} est créée.',
  'The offer {0} is off.': 'L’offre {0} est désactivée.',
  'The offer {0} is updated.': 'L’offre {0} est mise à jour.',
  'The old client secret and its tokens no longer work. Copy the new secret now: it is shown this once.':
    'L’ancien secret client et ses jetons ne fonctionnent plus. Copiez le nouveau secret maintenant : il n’est affiché qu’une seule fois.',
  'The old key is revoked. Copy the new key now: it is shown this once.':
    'L’ancienne clé est révoquée. Copiez la nouvelle clé maintenant : elle n’est affichée qu’une seule fois.',
  'The old signing secret no longer signs anything. Copy the new one now: it is shown this once.':
    'L’ancien secret de signature ne signe plus rien. Copiez le nouveau maintenant : il n’est affiché qu’une seule fois.',
  'The owner has turned this share link off.': 'Le propriétaire a désactivé ce lien de partage.',
  'The parent must be an existing top-level category of the same type.':
    'Le parent doit être une catégorie principale existante du même type.',
  'The password is not correct.': 'Le mot de passe n’est pas correct.',
  'The password is not right.': 'Le mot de passe n’est pas le bon.',
  'The password must be at least {0} characters long.': 'Le mot de passe doit comporter au moins {0} caractères.',
  'The password must be at most {0} characters long.': 'Le mot de passe ne doit pas dépasser {0} caractères.',
  'The password must not be your e-mail address or part of it.':
    'Le mot de passe ne doit pas être votre adresse e-mail ni une partie de celle-ci.',
  'The passwords do not match.': 'Les mots de passe ne correspondent pas.',
  'The payment did not go through. Nothing was charged.': 'Le paiement n’est pas passé. Rien n’a été débité.',
  'The payment failed.': 'Le paiement a échoué.',
  'The payment needs the card holder to confirm it.': 'Le paiement doit être confirmé par le titulaire de la carte.',
  'The payment page expired before the payment was made. Nothing was charged.':
    'La page de paiement a expiré avant le paiement. Rien n’a été débité.',
  'The payment was cancelled. Nothing was charged.': 'Le paiement a été annulé. Rien n’a été débité.',
  'The price of this licence changed after checkout. Check out again to see the new price.':
    'Le prix de cette licence a changé après le passage en caisse. Repassez en caisse pour voir le nouveau prix.',
  'The price of this plan changed after checkout. Check out again to see the new price.':
    'Le prix de cet abonnement a changé après le passage en caisse. Repassez en caisse pour voir le nouveau prix.',
  'The promo code {0} does not apply to {1}.': 'Le code promo {0} ne s’applique pas à {1}.',
  'The promo code {0} has been used up.': 'Le code promo {0} est épuisé.',
  'The promo code {0} has expired.': 'Le code promo {0} a expiré.',
  'The promo code {0} is created.': 'Le code promo {0} est créé.',
  'The promo code {0} is for a first purchase, and you have bought before.':
    'Le code promo {0} est réservé à un premier achat, et vous avez déjà acheté.',
  'The promo code {0} is no longer valid.': 'Le code promo {0} n’est plus valable.',
  'The promo code {0} is not valid yet.': 'Le code promo {0} n’est pas encore valable.',
  'The promo code {0} is off.': 'Le code promo {0} est désactivé.',
  'The promo code {0} is updated.': 'Le code promo {0} est mis à jour.',
  'The public name must not be empty.': 'Le nom public ne doit pas être vide.',
  'The receiver answered {0}.': 'Le destinataire a répondu {0}.',
  'The request body is empty; send a JSON object.': 'Le corps de la requête est vide ; envoyez un objet JSON.',
  'The request body is not valid JSON.': 'Le corps de la requête n’est pas du JSON valide.',
  'The request body is too large; the limit is {0}.': 'Le corps de la requête est trop volumineux ; la limite est de {0}.',
  'The request headers are too large.': 'Les en-têtes de la requête sont trop volumineux.',
  'The request is not valid HTTP.': 'La requête n’est pas du HTTP valide.',
  'The request is not valid.': 'La requête n’est pas valide.',
  'The request took too long to arrive.': 'La requête a mis trop de temps à arriver.',
  'The saved card is not a test card.': 'La carte enregistrée n’est pas une carte de test.',
  'The sign-in provider did not answer as expected ({0}).': 'Le fournisseur de connexion n’a pas répondu comme prévu ({0}).',
  'The sign-in provider did not share an e-mail address.': 'Le fournisseur de connexion n’a pas communiqué d’adresse e-mail.',
  'The sign-in provider shared an e-mail address this site cannot use.':
    'Le fournisseur de connexion a communiqué une adresse e-mail que ce site ne peut pas utiliser.',
  "The sign-in provider's identity token was refused (nonce).": 'Le jeton d’identité du fournisseur de connexion a été refusé (nonce).',
  "The sign-in provider's identity token was refused ({0}).": 'Le jeton d’identité du fournisseur de connexion a été refusé ({0}).',
  'The smallest withdrawal is {0}.': 'Le plus petit retrait possible est de {0}.',
  'The title cannot be empty.': 'Le titre ne peut pas être vide.',
  'The title may be at most {0} characters.': 'Le titre ne doit pas dépasser {0} caractères.',
  'The translation is removed.': 'La traduction est supprimée.',
  'The translation is saved.': 'La traduction est enregistrée.',
  'The upgrade payment did not go through.': 'Le paiement de la mise à niveau n’est pas passé.',
  'The upload could not be read; send the form again.': 'L’importation n’a pas pu être lue ; renvoyez le formulaire.',
  'The webhook signature does not match; the event was refused.': 'La signature du webhook ne correspond pas ; l’événement a été refusé.',
  'The {0:blog-audience} blog already has a category called "{1}".': 'Le blog « {0} » a déjà une catégorie nommée « {1} ».',
  'There are no bank details to confirm yet; add them first.':
    'Il n’y a pas encore de coordonnées bancaires à confirmer ; ajoutez-les d’abord.',
  'There are no bank details to edit yet; add them first.':
    'Il n’y a pas encore de coordonnées bancaires à modifier ; ajoutez-les d’abord.',
  'There is no code waiting for this address. Ask for a new one.': 'Aucun code n’attend cette adresse. Demandez-en un nouveau.',
  'There is no model release {0} among yours.': 'Aucune autorisation de modèle {0} parmi les vôtres.',
  'There is no offer with the code {0}.': 'Aucune offre ne porte le code {0}.',
  'There is no plan {0}.': 'L’abonnement {0} n’existe pas.',
  'There is no such OAuth app.': 'Cette application OAuth n’existe pas.',
  'There is no such application.': 'Cette candidature n’existe pas.',
  'There is no such category for this type of file.': 'Cette catégorie n’existe pas pour ce type de fichier.',
  'There is no such category.': 'Cette catégorie n’existe pas.',
  'There is no such collection.': 'Cette collection n’existe pas.',
  'There is no such credit note.': 'Cet avoir n’existe pas.',
  'There is no such delivery.': 'Cette livraison n’existe pas.',
  'There is no such file in your catalogue.': 'Ce fichier n’existe pas dans votre catalogue.',
  'There is no such file.': 'Ce fichier n’existe pas.',
  'There is no such invoice.': 'Cette facture n’existe pas.',
  'There is no such key.': 'Cette clé n’existe pas.',
  'There is no such licence.': 'Cette licence n’existe pas.',
  'There is no such model release.': 'Cette autorisation de modèle n’existe pas.',
  'There is no such offer.': 'Cette offre n’existe pas.',
  'There is no such order.': 'Cette commande n’existe pas.',
  'There is no such payout batch.': 'Ce lot de paiements n’existe pas.',
  'There is no such plan variant.': 'Cette variante d’abonnement n’existe pas.',
  'There is no such portfolio.': 'Ce portfolio n’existe pas.',
  'There is no such promo code.': 'Ce code promo n’existe pas.',
  'There is no such saved card.': 'Cette carte enregistrée n’existe pas.',
  'There is no such upload.': 'Cette importation n’existe pas.',
  'There is no such user.': 'Cet utilisateur n’existe pas.',
  'There is no such webhook endpoint.': 'Ce point de terminaison de webhook n’existe pas.',
  'There is no such withdrawal.': 'Ce retrait n’existe pas.',
  'There is no {0:media-type-prose} category {1}.': 'Il n’y a pas de catégorie {1} de type « {0} ».',
  'There is no {0} {1} in this API.': 'Cette API n’a pas de {0} {1}.',
  'These files are not published: {0}.': 'Ces fichiers ne sont pas publiés : {0}.',
  'These people are not members of your team.': 'Ces personnes ne sont pas membres de votre équipe.',
  'This IBAN belongs to {0}, not {1}.': 'Cet IBAN appartient à {0}, pas à {1}.',
  'This IBAN is not valid: check the country code, the length and the digits.':
    'Cet IBAN n’est pas valide : vérifiez le code pays, la longueur et les chiffres.',
  'This OAuth app is revoked already.': 'Cette application OAuth est déjà révoquée.',
  'This account already has the {0:role} role.': 'Ce compte a déjà le rôle « {0} ».',
  'This account does not have administrator access.': 'Ce compte n’a pas d’accès administrateur.',
  'This account does not have the {0:role} role.': 'Ce compte n’a pas le rôle « {0} ».',
  'This account has no contributor profile.': 'Ce compte n’a pas de profil de contributeur.',
  'This account is already suspended.': 'Ce compte est déjà suspendu.',
  'This account is no longer available.': 'Ce compte n’est plus disponible.',
  'This account is not suspended.': 'Ce compte n’est pas suspendu.',
  'This account is suspended, so it cannot sign in. Write to support if you think this is a mistake.':
    'Ce compte est suspendu et ne peut pas se connecter. Écrivez au support si vous pensez qu’il s’agit d’une erreur.',
  'This address is already subscribed to our newsletter.': 'Cette adresse est déjà abonnée à notre newsletter.',
  'This address was not subscribed to the newsletter.': 'Cette adresse n’était pas abonnée à la newsletter.',
  'This application has been decided already.': 'Cette candidature a déjà fait l’objet d’une décision.',
  'This article does not exist or is not published.': 'Cet article n’existe pas ou n’est pas publié.',
  'This article has no translation into that language.': 'Cet article n’a pas de traduction dans cette langue.',
  'This blog category does not exist.': 'Cette catégorie de blog n’existe pas.',
  'This category does not exist.': 'Cette catégorie n’existe pas.',
  'This category has subcategories; merge it into a top-level category.':
    'Cette catégorie a des sous-catégories ; fusionnez-la avec une catégorie principale.',
  'This category has subcategories; only a category without any can go under another.':
    'Cette catégorie a des sous-catégories ; seule une catégorie sans sous-catégorie peut être placée sous une autre.',
  'This code has already been used. Ask for a new one.': 'Ce code a déjà été utilisé. Demandez-en un nouveau.',
  'This code has expired. Ask for a new one.': 'Ce code a expiré. Demandez-en un nouveau.',
  'This code is not correct.': 'Ce code n’est pas correct.',
  'This collection does not exist.': 'Cette collection n’existe pas.',
  'This collection has no files to download.': 'Cette collection n’a aucun fichier à télécharger.',
  'This collection needs 1 download and you have {0} left. Nothing was licensed or charged: buy a pack or upgrade your plan first.':
    'Cette collection nécessite 1 téléchargement et il vous en reste {0}. Rien n’a été mis sous licence ni débité : achetez d’abord un pack ou passez à un abonnement supérieur.',
  'This collection needs {0} downloads and you have {1} left. Nothing was licensed or charged: buy a pack or upgrade your plan first.':
    'Cette collection nécessite {0} téléchargements et il vous en reste {1}. Rien n’a été mis sous licence ni débité : achetez d’abord un pack ou passez à un abonnement supérieur.',
  'This content type is not supported here; send application/json.': 'Ce type de contenu n’est pas accepté ici ; envoyez application/json.',
  'This delivery is being sent now: wait for its outcome.': 'Cette livraison est en cours d’envoi : attendez son résultat.',
  'This download link has expired. Download the file again from its page; it will not use another download.':
    'Ce lien de téléchargement a expiré. Téléchargez à nouveau le fichier depuis sa page ; cela n’utilisera pas d’autre téléchargement.',
  'This download link is not valid.': 'Ce lien de téléchargement n’est pas valide.',
  'This e-mail address is already verified.': 'Cette adresse e-mail est déjà vérifiée.',
  'This field is required.': 'Ce champ est obligatoire.',
  'This file cannot be submitted yet: {0}': 'Ce fichier ne peut pas encore être soumis : {0}',
  'This file changed meanwhile; reload it and try again.': 'Ce fichier a été modifié entre-temps ; rechargez-le et réessayez.',
  'This file does not exist or is no longer available.': 'Ce fichier n’existe pas ou n’est plus disponible.',
  'This file has no video picture in it. Please upload an MP4 or MOV video.':
    'Ce fichier ne contient aucune image vidéo. Veuillez importer une vidéo MP4 ou MOV.',
  'This file is a video, but it was uploaded as an image.': 'Ce fichier est une vidéo, mais il a été importé comme image.',
  'This file is an image, but it was uploaded as a video.': 'Ce fichier est une image, mais il a été importé comme vidéo.',
  'This file is in review and cannot be changed until the review is done.':
    'Ce fichier est en cours de validation et ne peut pas être modifié avant la fin de celle-ci.',
  'This file is no longer available.': 'Ce fichier n’est plus disponible.',
  'This file is not a JPEG, PNG, WebP or TIFF image, or an MP4 or MOV video.':
    'Ce fichier n’est ni une image JPEG, PNG, WebP ou TIFF, ni une vidéo MP4 ou MOV.',
  'This file is not a JPEG, PNG, WebP or TIFF image.': 'Ce fichier n’est pas une image JPEG, PNG, WebP ou TIFF.',
  'This file is not a video we can read. Please upload an MP4 or MOV file.':
    'Ce fichier n’est pas une vidéo que nous pouvons lire. Veuillez importer un fichier MP4 ou MOV.',
  'This file is not available for download.': 'Ce fichier n’est pas disponible au téléchargement.',
  'This file is not available for licensing.': 'Ce fichier n’est pas disponible sous licence.',
  'This file is not available: only published files can be saved.':
    'Ce fichier n’est pas disponible : seuls les fichiers publiés peuvent être enregistrés.',
  'This file is not in the collection.': 'Ce fichier n’est pas dans la collection.',
  'This file is now {0:file-status}, not {1:file-status}; reload your catalogue and try again.':
    'Ce fichier a maintenant le statut « {0} », et non « {1} » ; rechargez votre catalogue et réessayez.',
  'This file is too large. Files may be at most {0}.': 'Ce fichier est trop volumineux. Les fichiers ne doivent pas dépasser {0}.',
  'This file is too large. Images may be at most {0}.': 'Ce fichier est trop volumineux. Les images ne doivent pas dépasser {0}.',
  'This file is too large. Videos may be at most {0}.': 'Ce fichier est trop volumineux. Les vidéos ne doivent pas dépasser {0}.',
  'This file is {0:file-status-prose} and can no longer be edited.': 'Ce fichier a le statut « {0} » et ne peut plus être modifié.',
  'This file is {0:console-file-status-prose}; it cannot be made {1:console-file-status-prose}.':
    'Ce fichier a le statut « {0} » ; il ne peut pas passer au statut « {1} ».',
  'This file is {0:file-status-prose}; it cannot be made {1:file-status-prose} by its contributor.':
    'Ce fichier a le statut « {0} » ; son contributeur ne peut pas le faire passer au statut « {1} ».',
  'This idempotency key was already used for a different order.': 'Cette clé d’idempotence a déjà été utilisée pour une autre commande.',
  'This idempotency key was already used for a refund of {0} on this order; a new refund needs a new key.':
    'Cette clé d’idempotence a déjà été utilisée pour un remboursement de {0} sur cette commande ; un nouveau remboursement demande une nouvelle clé.',
  'This image is damaged or incomplete (the upload may have been cut off). Please upload it again.':
    'Cette image est endommagée ou incomplète (l’importation a peut-être été interrompue). Veuillez l’importer à nouveau.',
  'This image is too large. The limit is {0} megapixels.': 'Cette image est trop grande. La limite est de {0} mégapixels.',
  'This image is too large: {0} × {1} pixels ({2} megapixels). The limit is {3} megapixels.':
    'Cette image est trop grande : {0} × {1} pixels ({2} mégapixels). La limite est de {3} mégapixels.',
  'This image is {0} × {1} pixels ({2} megapixels). Images may have at most {3} megapixels.':
    'Cette image fait {0} × {1} pixels ({2} mégapixels). Les images peuvent avoir au plus {3} mégapixels.',
  'This image is {0} × {1} pixels ({2} megapixels). Images need at least {3} megapixels.':
    'Cette image fait {0} × {1} pixels ({2} mégapixels). Les images doivent avoir au moins {3} mégapixels.',
  'This invitation is for {0}. Sign in with that address to join.':
    'Cette invitation est destinée à {0}. Connectez-vous avec cette adresse pour rejoindre l’équipe.',
  'This invitation is no longer valid. Ask the team owner to invite you again.':
    'Cette invitation n’est plus valable. Demandez au propriétaire de l’équipe de vous inviter à nouveau.',
  'This is the last administrator; make someone else an admin first.':
    'C’est le dernier administrateur ; nommez d’abord quelqu’un d’autre administrateur.',
  'This key is revoked already.': 'Cette clé est déjà révoquée.',
  'This licence is already Enhanced: there is nothing to upgrade.': 'Cette licence est déjà Enhanced : il n’y a rien à mettre à niveau.',
  'This licence was revoked when its order was refunded: the file is no longer delivered under it.':
    'Cette licence a été révoquée lors du remboursement de sa commande : le fichier n’est plus livré à ce titre.',
  'This order can no longer be paid. Check out again.': 'Cette commande ne peut plus être payée. Repassez en caisse.',
  'This order is already paid. Nothing more was charged.': 'Cette commande est déjà payée. Rien de plus n’a été débité.',
  'This order was already paid by an earlier payment.': 'Cette commande a déjà été payée par un paiement antérieur.',
  'This password is among the most common ones and easy to guess. Choose another.':
    'Ce mot de passe fait partie des plus courants et se devine facilement. Choisissez-en un autre.',
  'This person is already in your team.': 'Cette personne fait déjà partie de votre équipe.',
  'This picture could not be read; it may be damaged or too large.':
    'Cette image n’a pas pu être lue ; elle est peut-être endommagée ou trop grande.',
  'This plan does not exist. Choose a plan on the Pricing page.':
    'Cet abonnement n’existe pas. Choisissez un abonnement sur la page Tarifs.',
  'This plan option does not exist. Choose a plan on the Pricing page.':
    'Cette option d’abonnement n’existe pas. Choisissez un abonnement sur la page Tarifs.',
  'This plan option is no longer sold. Choose a plan on the Pricing page.':
    'Cette option d’abonnement n’est plus vendue. Choisissez un abonnement sur la page Tarifs.',
  'This referral code is not valid.': 'Ce code de parrainage n’est pas valide.',
  'This routing number is not valid: it has 9 digits and a check digit.':
    'Ce numéro de routage n’est pas valide : il comporte 9 chiffres dont un chiffre de contrôle.',
  'This saved search does not exist.': 'Cette recherche enregistrée n’existe pas.',
  'This share link does not exist.': 'Ce lien de partage n’existe pas.',
  'This share link has expired.': 'Ce lien de partage a expiré.',
  'This sign-in link has expired or was already used. Please start again.':
    'Ce lien de connexion a expiré ou a déjà été utilisé. Veuillez recommencer.',
  'This size of the file is licensed for that client already: nothing more was charged.':
    'Cette taille du fichier est déjà sous licence pour ce client : rien de plus n’a été débité.',
  'This team does not exist.': 'Cette équipe n’existe pas.',
  'This upload would exceed your storage quota of {0} ({1} used). Delete files you no longer need, or contact support for more space.':
    'Cette importation dépasserait votre quota de stockage de {0} ({1} utilisés). Supprimez les fichiers dont vous n’avez plus besoin ou contactez le support pour plus d’espace.',
  'This video has no playable picture (its size, length or frame rate is missing).':
    'Cette vidéo n’a pas d’image lisible (sa taille, sa durée ou sa fréquence d’images est manquante).',
  'This video is encoded as an unknown format. Please upload H.264, HEVC or ProRes video.':
    'Cette vidéo est encodée dans un format inconnu. Veuillez importer une vidéo H.264, HEVC ou ProRes.',
  'This video is encoded as {0}. Please upload H.264, HEVC or ProRes video.':
    'Cette vidéo est encodée en {0}. Veuillez importer une vidéo H.264, HEVC ou ProRes.',
  'This video is {0} seconds long. Videos must be {1} to {2} seconds long.':
    'Cette vidéo dure {0} secondes. Les vidéos doivent durer de {1} à {2} secondes.',
  'This video is {0} × {1}. Videos must be at least {2} × {3}.': 'Cette vidéo fait {0} × {1}. Les vidéos doivent faire au moins {2} × {3}.',
  'This withdrawal was already decided: it is marked {0:withdrawal-status}.':
    'Ce retrait a déjà fait l’objet d’une décision : il est marqué « {0} ».',
  'Too many failed sign-in attempts. Please wait 1 minute and try again.':
    'Trop de tentatives de connexion échouées. Veuillez patienter 1 minute et réessayer.',
  'Too many failed sign-in attempts. Please wait 1 second and try again.':
    'Trop de tentatives de connexion échouées. Veuillez patienter 1 seconde et réessayer.',
  'Too many failed sign-in attempts. Please wait {0} minutes and try again.':
    'Trop de tentatives de connexion échouées. Veuillez patienter {0} minutes et réessayer.',
  'Too many failed sign-in attempts. Please wait {0} seconds and try again.':
    'Trop de tentatives de connexion échouées. Veuillez patienter {0} secondes et réessayer.',
  'Too many requests. Please wait 1 day and try again.': 'Trop de requêtes. Veuillez patienter 1 jour et réessayer.',
  'Too many requests. Please wait 1 hour and try again.': 'Trop de requêtes. Veuillez patienter 1 heure et réessayer.',
  'Too many requests. Please wait 1 minute and try again.': 'Trop de requêtes. Veuillez patienter 1 minute et réessayer.',
  'Too many requests. Please wait 1 second and try again.': 'Trop de requêtes. Veuillez patienter 1 seconde et réessayer.',
  'Too many requests. Please wait {0} and try again.': 'Trop de requêtes. Veuillez patienter {0} et réessayer.',
  'Too many requests. Please wait {0} days and try again.': 'Trop de requêtes. Veuillez patienter {0} jours et réessayer.',
  'Too many requests. Please wait {0} hours and try again.': 'Trop de requêtes. Veuillez patienter {0} heures et réessayer.',
  'Too many requests. Please wait {0} minutes and try again.': 'Trop de requêtes. Veuillez patienter {0} minutes et réessayer.',
  'Too many requests. Please wait {0} seconds and try again.': 'Trop de requêtes. Veuillez patienter {0} secondes et réessayer.',
  'Too many wrong codes were entered. Ask for a new one.': 'Trop de codes erronés ont été saisis. Demandez-en un nouveau.',
  'Too many wrong codes. Please wait 1 minute and try again.': 'Trop de codes erronés. Veuillez patienter 1 minute et réessayer.',
  'Too many wrong codes. Please wait 1 second and try again.': 'Trop de codes erronés. Veuillez patienter 1 seconde et réessayer.',
  'Too many wrong codes. Please wait {0} minutes and try again.': 'Trop de codes erronés. Veuillez patienter {0} minutes et réessayer.',
  'Too many wrong codes. Please wait {0} seconds and try again.': 'Trop de codes erronés. Veuillez patienter {0} secondes et réessayer.',
  'Uploads are not available right now. Please try again in a moment.':
    'Les importations ne sont pas disponibles pour le moment. Veuillez réessayer dans un instant.',
  'Use at most {0} keywords.': 'Utilisez au plus {0} mots-clés.',
  'Verify your e-mail address first: we have sent a 6-digit code to it.':
    'Vérifiez d’abord votre adresse e-mail : nous y avons envoyé un code à 6 chiffres.',
  'We could not prepare this size of the file. Download it again to try once more, or choose another size.':
    'Nous n’avons pas pu préparer cette taille du fichier. Téléchargez-le à nouveau pour réessayer, ou choisissez une autre taille.',
  'We sent a code to {0}.': 'Nous avons envoyé un code à {0}.',
  'With an account number, enter its routing number or SWIFT code.':
    'Avec un numéro de compte, saisissez son numéro de routage ou son code SWIFT.',
  'Withdrawal {0} is not pending or is already in a batch; nothing was batched.':
    'Le retrait {0} n’est pas en attente ou fait déjà partie d’un lot ; rien n’a été regroupé.',
  'You already have a collection with this name.': 'Vous avez déjà une collection portant ce nom.',
  'You already have bank details; edit them instead.': 'Vous avez déjà des coordonnées bancaires ; modifiez-les plutôt.',
  'You already have the {0} plan. Upgrade it from your subscription instead of buying a second plan.':
    'Vous avez déjà l’abonnement {0}. Passez à la formule supérieure depuis votre abonnement au lieu d’en acheter un second.',
  'You are already a member of another team.': 'Vous êtes déjà membre d’une autre équipe.',
  'You are now on {0}. Your downloads for this period start afresh.':
    'Vous êtes maintenant sur {0}. Vos téléchargements de cette période repartent de zéro.',
  'You are signed in.': 'Vous êtes connecté.',
  'You are signed out.': 'Vous êtes déconnecté.',
  'You are unsubscribed from the newsletter.': 'Vous êtes désabonné de la newsletter.',
  'You can keep up to 50 saved searches: delete one to save another.':
    'Vous pouvez garder jusqu’à 50 recherches enregistrées : supprimez-en une pour en enregistrer une autre.',
  'You can view this team collection but not change it.': 'Vous pouvez consulter cette collection d’équipe mais pas la modifier.',
  'You can withdraw at most {0}, your available balance.': 'Vous pouvez retirer au plus {0}, votre solde disponible.',
  'You cannot suspend your own account.': 'Vous ne pouvez pas suspendre votre propre compte.',
  'You cannot take away your own admin role; ask another administrator.':
    'Vous ne pouvez pas retirer votre propre rôle d’administrateur ; demandez à un autre administrateur.',
  'You have already saved this search.': 'Vous avez déjà enregistré cette recherche.',
  'You have no active plan.': 'Vous n’avez aucun abonnement actif.',
  "You have reached today's upload limit of {0} files ({1} uploaded in the last 24 hours). Please try again tomorrow.":
    'Vous avez atteint la limite d’importation du jour de {0} fichiers ({1} importés ces dernières 24 heures). Veuillez réessayer demain.',
  'You have used all {0} downloads of this period. They renew on {1}; upgrade or buy a download pack to download now.':
    'Vous avez utilisé les {0} téléchargements de cette période. Ils se renouvellent le {1} ; passez à la formule supérieure ou achetez un pack de téléchargements pour télécharger maintenant.',
  'You have used your download budget of {0} this month. Ask your team owner to raise it.':
    'Vous avez utilisé votre budget de téléchargement de {0} ce mois-ci. Demandez au propriétaire de l’équipe de l’augmenter.',
  'You hold a Standard licence for this file: upgrade it to Enhanced from your licence history.':
    'Vous détenez une licence Standard pour ce fichier : passez-la en Enhanced depuis votre historique de licences.',
  "You joined {0}'s team": 'Vous avez rejoint l’équipe de {0}',
  'You licensed this file before, so this download is free.': 'Vous avez déjà ce fichier sous licence, ce téléchargement est donc gratuit.',
  'You licensed this file before: download it again for free from its page.':
    'Vous avez déjà ce fichier sous licence : téléchargez-le à nouveau gratuitement depuis sa page.',
  'You own a team with members, so you cannot join another.':
    'Vous possédez une équipe avec des membres, vous ne pouvez donc pas en rejoindre une autre.',
  'You own this team already.': 'Cette équipe vous appartient déjà.',
  'Your account has no password yet. Use "Set password" to choose one.':
    'Votre compte n’a pas encore de mot de passe. Utilisez « Définir un mot de passe » pour en choisir un.',
  'Your account is an approved reseller already.': 'Votre compte est déjà un revendeur approuvé.',
  'Your account is deleted. Your personal details are erased and your files are no longer for sale.':
    'Votre compte est supprimé. Vos données personnelles sont effacées et vos fichiers ne sont plus en vente.',
  'Your application is already with our partner team.': 'Votre candidature est déjà entre les mains de notre équipe partenaires.',
  'Your bank details are confirmed.': 'Vos coordonnées bancaires sont confirmées.',
  'Your bank details changed meanwhile; reload and try again.':
    'Vos coordonnées bancaires ont changé entre-temps ; rechargez et réessayez.',
  'Your card has expired.': 'Votre carte a expiré.',
  'Your card has insufficient funds. Try another card.': 'Votre carte n’a pas de fonds suffisants. Essayez une autre carte.',
  'Your card was declined. Try another card.': 'Votre carte a été refusée. Essayez une autre carte.',
  'Your contributor account is deleted and your files are no longer for sale. Your buyer account with this e-mail stays.':
    'Votre compte contributeur est supprimé et vos fichiers ne sont plus en vente. Votre compte acheteur avec cet e-mail est conservé.',
  'Your download is ready.': 'Votre téléchargement est prêt.',
  'Your e-mail address is not verified with the sign-in provider. Verify it there, or sign up with e-mail.':
    'Votre adresse e-mail n’est pas vérifiée chez le fournisseur de connexion. Vérifiez-la chez lui, ou inscrivez-vous par e-mail.',
  'Your e-mail address is verified. You can sign in now.': 'Votre adresse e-mail est vérifiée. Vous pouvez maintenant vous connecter.',
  'Your file is being prepared. Its download starts when it is ready.':
    'Votre fichier est en préparation. Son téléchargement démarre dès qu’il est prêt.',
  'Your file is ready.': 'Votre fichier est prêt.',
  'Your file is still being prepared. Try this link again in a moment.':
    'Votre fichier est encore en préparation. Réessayez ce lien dans un instant.',
  'Your language is saved.': 'Votre langue est enregistrée.',
  'Your last renewal payment failed; update your card by buying the plan again.':
    'Votre dernier paiement de renouvellement a échoué ; mettez à jour votre carte en achetant à nouveau l’abonnement.',
  'Your new e-mail address is verified and now in use.': 'Votre nouvelle adresse e-mail est vérifiée et désormais utilisée.',
  'Your password is changed. Other devices have been signed out.':
    'Votre mot de passe est modifié. Les autres appareils ont été déconnectés.',
  'Your password is changed. Sign in with the new one; other devices have been signed out.':
    'Votre mot de passe est modifié. Connectez-vous avec le nouveau ; les autres appareils ont été déconnectés.',
  'Your password is set. You can sign in with it now.': 'Votre mot de passe est défini. Vous pouvez maintenant vous connecter avec.',
  'Your phone number is verified.': 'Votre numéro de téléphone est vérifié.',
  'Your plan has no seats for a team: the Team plan has five.':
    'Votre abonnement n’a pas de places pour une équipe : l’abonnement Team en a cinq.',
  'Your plan is paused because its renewal payment failed. Pay for it again on the Pricing page to download.':
    'Votre abonnement est suspendu car son paiement de renouvellement a échoué. Payez-le à nouveau sur la page Tarifs pour télécharger.',
  'Your plan period has just ended and is being renewed. Try again in a few minutes.':
    'La période de votre abonnement vient de se terminer et est en cours de renouvellement. Réessayez dans quelques minutes.',
  'Your plan will end on {0} and will not renew.': 'Votre abonnement se terminera le {0} et ne sera pas renouvelé.',
  'Your plan will renew as usual.': 'Votre abonnement se renouvellera normalement.',
  'Your portfolio is saved.': 'Votre portfolio est enregistré.',
  'Your profile is updated.': 'Votre profil est mis à jour.',
  'Your profile is updated. Enter the code we sent to your new e-mail address to start using it.':
    'Votre profil est mis à jour. Saisissez le code envoyé à votre nouvelle adresse e-mail pour commencer à l’utiliser.',
  'Your public profile is saved.': 'Votre profil public est enregistré.',
  'Your withdrawal of {0} is requested.': 'Votre retrait de {0} est demandé.',
  'Your {0} plan covers images only. Upgrade or buy a download pack to download videos.':
    'Votre abonnement {0} ne couvre que les images. Passez à la formule supérieure ou achetez un pack de téléchargements pour télécharger des vidéos.',
  'age_group must be one of {0}.': 'age_group doit être l’une des valeurs {0}.',
  'category_id or category is required': 'category_id ou category est obligatoire',
  'keyword or keyword_id is required': 'keyword ou keyword_id est obligatoire',
  'max_duration must not be less than min_duration': 'max_duration ne doit pas être inférieur à min_duration',
  'media_id is required.': 'media_id est obligatoire.',
  'media_id or keyword_ids is required': 'media_id ou keyword_ids est obligatoire',
  missing: 'manquant',
  'next must be a path on this site, such as /pricing.': 'next doit être un chemin de ce site, comme /pricing.',
  'not verified': 'non vérifié',
  'page_no must be at most {0} with limit {1}': 'page_no doit être au plus {0} avec limit {1}',
  'replace_media_id must be the id of one of your files.': 'replace_media_id doit être l’identifiant de l’un de vos fichiers.',
  'startTime must be before endTime.': 'startTime doit être antérieur à endTime.',
  'status is required.': 'status est obligatoire.',
  'the job rendering this size ended without finishing it': 'la tâche de rendu de cette taille s’est terminée sans l’achever',
  'type must be IMAGE or VIDEO.': 'type doit être IMAGE ou VIDEO.',
  'url must be a path on this site, starting with a single /.': 'url doit être un chemin de ce site commençant par un seul /.',
  '{0} ({1}) is revoked: it is refused from now on.': '{0} ({1}) est révoquée : elle est refusée désormais.',
  '{0} 1 try left.': '{0} Il reste 1 essai.',
  '{0} Check out again to see the price without it.': '{0} Repassez en caisse pour voir le prix sans cette offre.',
  '{0} It looks like a {1} file.': '{0} Il semble s’agir d’un fichier {1}.',
  '{0} Nothing was charged.': '{0} Rien n’a été débité.',
  '{0} The payment is being refunded to your card.': '{0} Le paiement est en cours de remboursement sur votre carte.',
  '{0} applies to annual plans only.': '{0} s’applique uniquement aux abonnements annuels.',
  '{0} applies to download packs only.': '{0} s’applique uniquement aux packs de téléchargements.',
  '{0} can sign in again.': '{0} peut de nouveau se connecter.',
  '{0} ending {1} is removed.': '{0} se terminant par {1} est supprimée.',
  '{0} ending {1} is saved.': '{0} se terminant par {1} est enregistrée.',
  '{0} ending {1} now pays your renewals and upgrades.': '{0} se terminant par {1} règle désormais vos renouvellements et mises à niveau.',
  '{0} files ready; all licensed before, no download used.': '{0} fichiers prêts ; tous déjà sous licence, aucun téléchargement utilisé.',
  '{0} files ready; {1} licensed now.': '{0} fichiers prêts ; {1} sous licence maintenant.',
  '{0} files submitted for review.': '{0} fichiers soumis à validation.',
  '{0} files uploaded, {1} refused.': '{0} fichiers importés, {1} refusé(s).',
  '{0} files uploaded.': '{0} fichiers importés.',
  '{0} has an unknown field "{1}"': '{0} contient un champ inconnu « {1} »',
  '{0} is for a first purchase, and you have bought before.': '{0} est réservé à un premier achat, et vous avez déjà acheté.',
  '{0} is not allowed on {1}; use {2}.': '{0} n’est pas autorisé sur {1} ; utilisez {2}.',
  '{0} is not valid': '{0} n’est pas valide',
  '{0} is required': '{0} est obligatoire',
  '{0} is revoked: its secret and tokens are refused from now on.': '{0} est révoquée : son secret et ses jetons sont refusés désormais.',
  '{0} is suspended; {1} session(s) ended.': '{0} est suspendu ; {1} session(s) fermée(s).',
  '{0} is {1:reseller-status}; {2} was told by e-mail.':
    'La candidature de {0} a maintenant le statut « {1} » ; {2} a été informé par e-mail.',
  '{0} members removed': '{0} membres retirés',
  '{0} must NOT have fewer than {1} items': '{0} ne doit pas avoir moins de {1} éléments',
  '{0} must NOT have more than {1} items': '{0} ne doit pas avoir plus de {1} éléments',
  '{0} must be < {1}': '{0} doit être < {1}',
  '{0} must be <= {1}': '{0} doit être <= {1}',
  '{0} must be > {1}': '{0} doit être > {1}',
  '{0} must be >= {1}': '{0} doit être >= {1}',
  '{0} must be a boolean': '{0} doit être un booléen',
  '{0} must be a day like 2026-11-01, an ISO date-time or milliseconds since 1970.':
    '{0} doit être un jour comme 2026-11-01, une date-heure ISO ou des millisecondes depuis 1970.',
  '{0} must be a null': '{0} doit être null',
  '{0} must be a number': '{0} doit être un nombre',
  '{0} must be a number of dollars with at most two decimals, e.g. 35.50':
    '{0} doit être un montant en dollars avec au plus deux décimales, p. ex. 35.50',
  '{0} must be a string': '{0} doit être une chaîne de caractères',
  '{0} must be an array': '{0} doit être une liste',
  '{0} must be an integer': '{0} doit être un entier',
  '{0} must be an object': '{0} doit être un objet',
  '{0} must be at least {1} characters long': '{0} doit comporter au moins {1} caractères',
  '{0} must be at most {1} characters long': '{0} ne doit pas dépasser {1} caractères',
  '{0} must be equal to one of the allowed values': '{0} doit être l’une des valeurs autorisées',
  '{0} must be one of {1} (got "{2}")': '{0} doit être l’une des valeurs {1} (reçu « {2} »)',
  '{0} must be {1}': '{0} doit être {1}',
  '{0} must match format "{1}"': '{0} doit respecter le format « {1} »',
  '{0} must not be empty': '{0} ne doit pas être vide',
  '{0} must not contain the NUL character (\\u0000)': '{0} ne doit pas contenir le caractère NUL (\\u0000)',
  '{0} no longer has the {1:role} role.': '{0} n’a plus le rôle « {1} ».',
  '{0} no longer has the {1:role} role. {2} session(s) ended.': '{0} n’a plus le rôle « {1} ». {2} session(s) fermée(s).',
  '{0} now has the {1:role} role.': '{0} a maintenant le rôle « {1} ».',
  '{0} session(s) of {1} ended.': '{0} session(s) de {1} fermée(s).',
  '{0} {1} tries left.': '{0} Il reste {1} essais.',
  "{0}'s team": 'Équipe de {0}',
  '{0}: {1} is updated. New orders use the new terms.':
    '{0} : {1} est mis à jour. Les nouvelles commandes appliquent les nouvelles conditions.',
  'Your bank details are added and confirmed.': 'Vos coordonnées bancaires sont ajoutées et confirmées.',
  'Your bank details are added. Confirm them with a code sent to your e-mail before withdrawing.':
    'Vos coordonnées bancaires sont ajoutées. Confirmez-les avec un code envoyé à votre adresse e-mail avant de faire un retrait.',
  'Your bank details are updated and confirmed.': 'Vos coordonnées bancaires sont mises à jour et confirmées.',
  'Your bank details are updated. Confirm them with a code sent to your e-mail before withdrawing.':
    'Vos coordonnées bancaires sont mises à jour. Confirmez-les avec un code envoyé à votre adresse e-mail avant de faire un retrait.',
  'This account is not registered as a buyer. Sign up as a buyer with the same e-mail address and password to add it.':
    'Ce compte n’est pas inscrit en tant qu’acheteur. Inscrivez-vous en tant qu’acheteur avec la même adresse e-mail et le même mot de passe pour l’ajouter.',
  'This account is not registered as a contributor. Sign up as a contributor with the same e-mail address and password to add it.':
    'Ce compte n’est pas inscrit en tant que contributeur. Inscrivez-vous en tant que contributeur avec la même adresse e-mail et le même mot de passe pour l’ajouter.',
};
