import type { MessageCatalogue } from '../message-catalogue';

export const ja: MessageCatalogue = {
  '1 file ready; all licensed before, no download used.':
    '1 件のファイルの準備ができました。すべて以前にライセンス済みのため、ダウンロード回数は使用していません。',
  '1 file ready; {0} licensed now.': '1 件のファイルの準備ができました。{0} 件を今回ライセンスしました。',
  '1 file submitted for review.': '1 件のファイルを審査に提出しました。',
  '1 file uploaded, {0} refused.': '1 件のファイルをアップロードしました。{0} 件は受け付けられませんでした。',
  '1 file uploaded.': '1 件のファイルをアップロードしました。',
  'A category cannot be merged into one of its own subcategories.': 'カテゴリーを自身のサブカテゴリーに統合することはできません。',
  'A category cannot go under itself.': 'カテゴリーを自身の下に置くことはできません。',
  'A code was sent a moment ago. Please wait 1 second before asking for a new one.':
    '先ほどコードを送信しました。新しいコードをリクエストする前に 1 秒お待ちください。',
  'A code was sent a moment ago. Please wait {0} seconds before asking for a new one.':
    '先ほどコードを送信しました。新しいコードをリクエストする前に {0} 秒お待ちください。',
  'A model release may be at most 20 MB.': 'モデルリリースは 20 MB 以下にしてください。',
  'A model release must be a PDF, JPEG or PNG file.': 'モデルリリースは PDF、JPEG、PNG のいずれかのファイルにしてください。',
  'A new file starts as a DRAFT; submit it for review once its details are complete.':
    '新しいファイルは下書き（DRAFT）として始まります。詳細がそろったら審査に提出してください。',
  'A new verification code is on its way to {0}.': '新しい確認コードを {0} に送信しています。',
  'A period may be at most ten years long.': '期間は最長 10 年です。',
  'A published collection already has this name.': 'この名前の公開コレクションはすでにあります。',
  'A scheduled article needs a publish time in the future.': '予約投稿の記事には、未来の公開日時が必要です。',
  'A zip holds at most {0} files. Split the collection to download it.':
    'ZIP に含められるファイルは最大 {0} 件です。コレクションを分けてダウンロードしてください。',
  'Add a card on the Payment methods page first: the upgrade is charged to your default card.':
    '先に「支払い方法」ページでカードを追加してください。アップグレード料金は既定のカードに請求されます。',
  'Add a title.': 'タイトルを入力してください。',
  'Add at least {0} keywords ({1} so far).': 'キーワードを {0} 個以上追加してください（現在 {1} 個）。',
  'Add your bank details before withdrawing.': '出金する前に銀行口座情報を登録してください。',
  "Add your card on Stripe's secure page.": 'Stripe の安全なページでカードを追加してください。',
  'Add {0} to {1} keywords ({2} given).': 'キーワードを {0}〜{1} 個追加してください（入力 {2} 個）。',
  'All {0} seats of your plan are taken: remove someone before inviting another.':
    'プランの {0} 席はすべて使用中です。別の人を招待する前に誰かを外してください。',
  'Already handled.': '処理済みです。',
  'Another account already uses this e-mail address.': 'このメールアドレスは別のアカウントですでに使われています。',
  'Another account has started using this e-mail address.': 'このメールアドレスは別のアカウントで使われ始めました。',
  'Another category of this type already has this name.': '同じ種類の別のカテゴリーにこの名前がすでに使われています。',
  'Another export of this batch took some of its payouts; export it again.':
    'このバッチの別のエクスポートが一部の支払いを取り込みました。もう一度エクスポートしてください。',
  'Another reviewer decided on this file meanwhile.': 'このファイルは別の審査担当者がすでに判定しました。',
  'Another {0:blog-audience} article already uses the address "{1}".': '{0}向けの別の記事がすでにアドレス「{1}」を使っています。',
  'Approved and published.': '承認して公開しました。',
  'At most {0} is left to refund on this order.': 'この注文で返金できるのは残り最大 {0} です。',
  'Attach a model release: this file shows people.': 'モデルリリースを添付してください。このファイルには人物が写っています。',
  "Batch {0} was exported on {1}, before exported files were kept, and its pending payouts were in that file; it is not exported again. Mark each payout paid or failed from the bank's statement.":
    'バッチ {0} は、エクスポートしたファイルを保管する前の {1} にエクスポートされ、保留中の支払いはそのファイルに含まれていました。再エクスポートはしません。銀行の明細に基づいて各支払いを支払い済みまたは失敗にしてください。',
  'Batch {0} was exported on {1}: the same files again ({2} payout(s), message {3}). A bank that already took them refuses them as a duplicate; nothing is paid twice.':
    'バッチ {0} は {1} にエクスポート済みです。同じファイルをもう一度お渡しします（支払い {2} 件、メッセージ {3}）。すでに受け取った銀行は重複として拒否するため、二重に支払われることはありません。',
  'Batch {0}: {1} payout(s), {2}.': 'バッチ {0}：支払い {1} 件、{2}。',
  'Both categories must be of the same type.': '両方のカテゴリーは同じ種類である必要があります。',
  'Budget saved': '予算を保存しました',
  'Card details are taken by the payment provider here, not by this form.':
    'カード情報はこのフォームではなく、決済代行会社が受け付けます。',
  'Cards are added with the form on this page in test mode.': 'テストモードでは、このページのフォームでカードを追加します。',
  'Category {0} is listed twice.': 'カテゴリー {0} が重複しています。',
  'Category {0} is not a top-level category.': 'カテゴリー {0} は最上位のカテゴリーではありません。',
  'Change the title, the description or the category.': 'タイトル、説明、カテゴリーのいずれかを変更してください。',
  'Check your e-mail: we have sent a 6-digit code to verify your new account. If this address already has an account, the e-mail says how to sign in instead.':
    'メールをご確認ください。新しいアカウントを確認するための 6 桁のコードを送信しました。このアドレスにすでにアカウントがある場合は、代わりにサインインする方法をメールでお知らせしています。',
  'Choose a category.': 'カテゴリーを選択してください。',
  'Choose a larger plan than your current one to upgrade.': 'アップグレードするには、現在より大きいプランを選択してください。',
  'Choose a plan or a download pack to download licensed files.':
    'ライセンス付きファイルをダウンロードするには、プランまたはダウンロードパックを選択してください。',
  'Choose a time in the future.': '未来の日時を選択してください。',
  'Choose an image to upload.': 'アップロードする画像を選択してください。',
  'Choose another category to merge into.': '統合先として別のカテゴリーを選択してください。',
  'Choose at least one image or video to upload.': 'アップロードする画像または動画を 1 つ以上選択してください。',
  'Choose the country of the bank (two letters, e.g. DE).': '銀行の国を選択してください（2 文字、例：DE）。',
  'Choose the new image or video.': '新しい画像または動画を選択してください。',
  'Choose the signed release (PDF, JPEG or PNG).': '署名済みのリリース（PDF、JPEG、PNG）を選択してください。',
  'Collection created': 'コレクションを作成しました',
  'Collection deleted': 'コレクションを削除しました',
  'Collection updated': 'コレクションを更新しました',
  'Confirm the change with your password or with the code we e-mail you.':
    'パスワード、またはメールでお送りするコードで変更を確認してください。',
  'Confirm your bank details with the code we e-mail you before withdrawing.':
    '出金する前に、メールでお送りするコードで銀行口座情報を確認してください。',
  'Confirmed for {0} minutes.': '{0} 分間確認済みです。',
  'Copy the client secret now: it is shown this once.': 'クライアントシークレットを今すぐコピーしてください。表示されるのは今回だけです。',
  'Copy the key now: it is shown this once.': 'キーを今すぐコピーしてください。表示されるのは今回だけです。',
  'Copy the signing secret now: it is shown this once.': '署名シークレットを今すぐコピーしてください。表示されるのは今回だけです。',
  'Each link must be a web address starting with https:// or http://.':
    'リンクはそれぞれ https:// または http:// で始まるウェブアドレスにしてください。',
  'Enter a valid e-mail address, like name@example.com.': '有効なメールアドレスを入力してください（例：name@example.com）。',
  'Enter a valid phone number with 8 to 15 digits, like +44 20 7946 0000.':
    '8〜15 桁の有効な電話番号を入力してください（例：+44 20 7946 0000）。',
  'Enter an IBAN, or an account number with a routing number or SWIFT code.':
    'IBAN、またはルーティング番号か SWIFT コード付きの口座番号を入力してください。',
  "Enter the model's name.": 'モデルの名前を入力してください。',
  'Enter your name.': '名前を入力してください。',
  'Enter your password again to do this.': 'この操作を行うには、パスワードをもう一度入力してください。',
  'Every payout of this batch is already settled; there is nothing to export.':
    'このバッチの支払いはすべて処理済みです。エクスポートするものはありません。',
  'Exported {0} payout(s): {1} in the ISO 20022 transfer file{2}, {3} in the CSV.':
    '支払い {0} 件をエクスポートしました：ISO 20022 振込ファイルに {1}{2}、CSV に {3}。',
  'Facebook did not share a confirmed e-mail address. Confirm one there, or sign up with e-mail.':
    'Facebook から確認済みのメールアドレスが共有されませんでした。Facebook で確認するか、メールで登録してください。',
  'File {0} is not a published file.': 'ファイル {0} は公開されていません。',
  'File {0} is not one of your published files.': 'ファイル {0} はあなたの公開済みファイルではありません。',
  'Files cannot be prepared right now. Try again in a few minutes.': '現在ファイルを準備できません。数分後にもう一度お試しください。',
  'Give either a percent off or an amount off, not both.': '割引率か割引額のどちらか一方を指定してください。',
  'Give either an IBAN or an account number, not both.': 'IBAN か口座番号のどちらか一方を入力してください。',
  'Give the collection a name.': 'コレクションに名前を付けてください。',
  'Give the saved search a name.': '保存した検索に名前を付けてください。',
  'If an account uses this address, we have sent it a 6-digit code to reset the password.':
    'このアドレスを使うアカウントがある場合、パスワード再設定用の 6 桁のコードを送信しました。',
  'If this account has no password yet, we have sent a 6-digit code to its e-mail address.':
    'このアカウントにまだパスワードがない場合、登録メールアドレスに 6 桁のコードを送信しました。',
  'If this address belongs to an account waiting for it, we have sent it a 6-digit code, valid for 10 minutes.':
    'このアドレスが確認待ちのアカウントのものであれば、6 桁のコードを送信しました（有効期間 10 分）。',
  'If this number belongs to an account waiting to verify it, we have sent it a 6-digit code, valid for 10 minutes.':
    'この番号が確認待ちのアカウントのものであれば、6 桁のコードを送信しました（有効期間 10 分）。',
  'Invitation sent to {0}': '{0} に招待を送信しました',
  'It has been redeemed {0} times already; the limit cannot be lower.':
    'すでに {0} 回利用されています。上限をこれより低くすることはできません。',
  'Its contributor removed this file; only they can offer it again.':
    'このファイルは投稿者が削除しました。再び販売できるのは投稿者だけです。',
  'List every category under this parent exactly once.': 'この親カテゴリーの下のカテゴリーをそれぞれ 1 回ずつ指定してください。',
  'List every curated collection exactly once.': '特集コレクションをそれぞれ 1 回ずつ指定してください。',
  "Marked as failed; {0} is back in {1}'s balance.": '失敗として記録しました。{0} は {1} さんの残高に戻りました。',
  'Marked {0} to {1} as paid.': '{1} さんへの {0} を支払済みとして記録しました。',
  'Member removed': 'メンバーを外しました',
  'Merged into {0}.': '{0} に統合しました。',
  'No activity recorded yet.': 'まだアクティビティはありません。',
  'No answer within {0} s.': '{0} 秒以内に応答がありませんでした。',
  'No bank details yet.': '銀行口座情報はまだありません。',
  'No files carry this keyword.': 'このキーワードが付いたファイルはありません。',
  'Not found': '見つかりません',
  'Nothing was submitted.': '何も提出されませんでした。',
  OK: 'OK',
  'Only a paid order can be refunded.': '返金できるのは支払済みの注文だけです。',
  'Only a published file can be taken down; this one is {0:console-file-status}.':
    '取り下げられるのは公開中のファイルだけです。このファイルのステータスは「{0}」です。',
  'Only a taken-down file can be restored; this one is {0:console-file-status}.':
    '復元できるのは取り下げられたファイルだけです。このファイルのステータスは「{0}」です。',
  'Only approved resellers have a developer area. Apply on the reseller page first.':
    '開発者エリアを使えるのは承認済みのリセラーだけです。まずリセラーページから申請してください。',
  'Only the first {0} results can be browsed; refine the search to see more.':
    '閲覧できるのは最初の {0} 件の結果までです。検索条件を絞り込んでください。',
  'Only the owner of this collection can do that.': 'この操作ができるのはコレクションのオーナーだけです。',
  'Only the team owner can do that.': 'この操作ができるのはチームのオーナーだけです。',
  'Order created. Complete the payment.': '注文を作成しました。支払いを完了してください。',
  'Payment received. Your licence is ready.': 'お支払いを受け付けました。ライセンスの準備ができました。',
  'Payment received. Your plan is ready.': 'お支払いを受け付けました。プランの準備ができました。',
  'Payments are processed securely by Stripe.': 'お支払いは Stripe によって安全に処理されます。',
  'Please sign in again.': 'もう一度サインインしてください。',
  'Please sign in to continue.': '続けるにはサインインしてください。',
  'Processing failed.': '処理に失敗しました。',
  'Processing failed: replace the file or delete it.': '処理に失敗しました。ファイルを差し替えるか削除してください。',
  'Received.': '受信しました。',
  'References saved.': '参照情報を保存しました。',
  'Refund of {0} recorded (credit note {1}); the payment provider will be asked again.':
    '{0} の返金を記録しました（クレジットノート {1}）。決済代行会社に再度依頼します。',
  'Refunded {0}; credit note {1}.': '{0} を返金しました。クレジットノート {1}。',
  'Rejected; the contributor is told why.': '却下しました。投稿者に理由が通知されます。',
  'Removed from the collection': 'コレクションから削除しました',
  'Saved and submitted for review.': '保存して審査に提出しました。',
  'Saved search deleted': '保存した検索を削除しました',
  'Saved search updated': '保存した検索を更新しました',
  'Saved to {0}': '{0} に保存しました',
  'Saved to {0} collections': '{0} 件のコレクションに保存しました',
  'Saved.': '保存しました。',
  'Say the file name in the upload metadata (filename).': 'アップロードのメタデータでファイル名（filename）を指定してください。',
  'Say what is wrong in the note when the reason is "other".': '理由が「その他」の場合は、問題点をメモに書いてください。',
  'Say which file to remove: collection_id and media_id, or media_collection_id.':
    '削除するファイルを指定してください：collection_id と media_id、または media_collection_id。',
  'Say why the payout failed; the contributor is told.': '支払いが失敗した理由を入力してください。投稿者に通知されます。',
  'Search saved': '検索を保存しました',
  'Send status and media_id (DRAFT, inreview, rejected or published; a file id).':
    'status と media_id を送信してください（DRAFT、inreview、rejected、published のいずれかとファイル ID）。',
  'Send the files as multipart/form-data.': 'ファイルは multipart/form-data で送信してください。',
  'Send the image as multipart/form-data, in a field named "image".':
    '画像は multipart/form-data で、「image」という名前のフィールドに入れて送信してください。',
  'Send the release as multipart/form-data.': 'リリースは multipart/form-data で送信してください。',
  'Share link ready': '共有リンクの準備ができました',
  'Share link turned off': '共有リンクを無効にしました',
  'Sign-in was cancelled or refused at the provider.': 'サインインはプロバイダーでキャンセルまたは拒否されました。',
  'Sign-in with {0} is not available.': '{0} でのサインインは利用できません。',
  'Something went wrong on our side. Please try again; if it persists, quote {0}.':
    'こちら側で問題が発生しました。もう一度お試しください。解決しない場合は {0} をお知らせください。',
  'Stripe is not configured on this server.': 'このサーバーでは Stripe が設定されていません。',
  'Stripe test mode: use 4242 4242 4242 4242 with any future date and CVC.':
    'Stripe テストモード：4242 4242 4242 4242 と、任意の未来の日付と CVC を使ってください。',
  'Test mode accepts only the test cards: {0}.': 'テストモードで使えるのはテストカードだけです：{0}。',
  'Test mode: no real money moves. Use {0} ({1:test-card-outcome}), {2} ({3:test-card-outcome}), {4} ({5:test-card-outcome}), any future expiry date and any CVC.':
    'テストモード：実際のお金は動きません。{0}（{1}）、{2}（{3}）、{4}（{5}）、任意の未来の有効期限、任意の CVC を使ってください。',
  'Thank you for subscribing! Look out for new collections and tips in your inbox.':
    'ご登録ありがとうございます。新しいコレクションやヒントをメールでお届けします。',
  'Thank you: your application is with our partner team. We will e-mail you when it is decided.':
    'ありがとうございます。申請はパートナーチームが確認しています。結果はメールでお知らせします。',
  'That is too many days to draw; choose a longer interval or a shorter period.':
    '日数が多すぎて表示できません。より長い間隔か、より短い期間を選んでください。',
  'That is too many months to draw; choose a longer interval or a shorter period.':
    '月数が多すぎて表示できません。より長い間隔か、より短い期間を選んでください。',
  'That is too many weeks to draw; choose a longer interval or a shorter period.':
    '週数が多すぎて表示できません。より長い間隔か、より短い期間を選んでください。',
  'That password is not right.': 'パスワードが正しくありません。',
  'The Content-Length header does not match the body.': 'Content-Length ヘッダーが本文と一致しません。',
  'The SWIFT code must have 8 or 11 letters and digits, e.g. DEUTDEFF.':
    'SWIFT コードは 8 文字または 11 文字の英数字にしてください（例：DEUTDEFF）。',
  'The Stripe-Signature header is missing.': 'Stripe-Signature ヘッダーがありません。',
  'The URL must be a full http:// or https:// address.': 'URL は http:// または https:// で始まる完全なアドレスにしてください。',
  'The URL must be a public address: private, loopback and link-local addresses are refused.':
    'URL は公開アドレスにしてください。プライベート、ループバック、リンクローカルのアドレスは使えません。',
  'The URL must not contain a user name or password.': 'URL にユーザー名やパスワードを含めないでください。',
  'The account number must be 4 to 34 letters and digits.': '口座番号は 4〜34 文字の英数字にしてください。',
  'The address is not valid: it has a malformed percent-encoding (%).':
    'アドレスが無効です。不正なパーセントエンコーディング（%）が含まれています。',
  'The address is too long.': 'アドレスが長すぎます。',
  'The article is deleted.': '記事を削除しました。',
  'The article is saved.': '記事を保存しました。',
  'The avatar must be a JPEG, PNG, WebP or GIF picture.': 'プロフィール画像は JPEG、PNG、WebP、GIF のいずれかにしてください。',
  'The avatar must be at most 10 MB.': 'プロフィール画像は 10 MB 以下にしてください。',
  'The card number is not valid.': 'カード番号が無効です。',
  'The categories are in the new order.': 'カテゴリーを新しい順序に並べました。',
  'The category is added.': 'カテゴリーを追加しました。',
  'The category is deleted.': 'カテゴリーを削除しました。',
  'The category is renamed.': 'カテゴリー名を変更しました。',
  'The category {0} is created.': 'カテゴリー {0} を作成しました。',
  'The category {0} is saved.': 'カテゴリー {0} を保存しました。',
  'The code {0} is already used by an offer or a promo code.': 'コード {0} はすでに特典またはプロモーションコードで使われています。',
  'The collection {0} is created.': 'コレクション {0} を作成しました。',
  'The collection {0} is saved.': 'コレクション {0} を保存しました。',
  'The collections are in the new order.': 'コレクションを新しい順序に並べました。',
  'The current password is not correct.': '現在のパスワードが正しくありません。',
  'The database is unreachable.': 'データベースに接続できません。',
  'The e-mail address or password is not correct.': 'メールアドレスまたはパスワードが正しくありません。',
  'The end must be after the start.': '終了は開始より後にしてください。',
  'The endpoint is deleted: it will receive nothing more.': 'エンドポイントを削除しました。今後は何も送信されません。',
  'The event is being sent again.': 'イベントを再送信しています。',
  'The file is deleted.': 'ファイルを削除しました。',
  'The file is empty.': 'ファイルが空です。',
  'The file is no longer for sale. Buyers who licensed it keep their downloads.':
    'このファイルの販売を終了しました。ライセンスを取得した購入者は引き続きダウンロードできます。',
  'The file is on sale again.': 'このファイルを再び販売しています。',
  'The file is replaced and is being processed again.': 'ファイルを差し替えました。再処理しています。',
  'The file is still being processed.': 'ファイルはまだ処理中です。',
  'The file is taken down. Buyers who licensed it keep their downloads.':
    'ファイルを取り下げました。ライセンスを取得した購入者は引き続きダウンロードできます。',
  'The file is updated.': 'ファイルを更新しました。',
  'The file is uploaded and is being processed.': 'ファイルをアップロードしました。処理しています。',
  'The home page shows {0} categories in the new order.': 'ホームページに {0} 件のカテゴリーを新しい順序で表示します。',
  'The image is uploaded.': '画像をアップロードしました。',
  'The image must be a JPEG, PNG, WebP, GIF, AVIF or TIFF picture.': '画像は JPEG、PNG、WebP、GIF、AVIF、TIFF のいずれかにしてください。',
  'The image must be at most 20 MB.': '画像は 20 MB 以下にしてください。',
  'The model release is saved.': 'モデルリリースを保存しました。',
  'The name may be at most {0} characters.': '名前は {0} 文字以内にしてください。',
  'The offer {0} has ended.': '特典 {0} は終了しました。',
  'The offer {0} has not started yet.': '特典 {0} はまだ始まっていません。',
  'The offer {0} is created.': '特典 {0} を作成しました。',
  'The offer {0} is off.': '特典 {0} を無効にしました。',
  'The offer {0} is updated.': '特典 {0} を更新しました。',
  'The old client secret and its tokens no longer work. Copy the new secret now: it is shown this once.':
    '以前のクライアントシークレットとそのトークンは使えなくなりました。新しいシークレットを今すぐコピーしてください。表示されるのは今回だけです。',
  'The old key is revoked. Copy the new key now: it is shown this once.':
    '以前のキーを無効にしました。新しいキーを今すぐコピーしてください。表示されるのは今回だけです。',
  'The old signing secret no longer signs anything. Copy the new one now: it is shown this once.':
    '以前の署名シークレットでは今後何も署名されません。新しいシークレットを今すぐコピーしてください。表示されるのは今回だけです。',
  'The owner has turned this share link off.': 'オーナーがこの共有リンクを無効にしました。',
  'The parent must be an existing top-level category of the same type.': '親は同じ種類の既存の最上位カテゴリーにしてください。',
  'The password is not correct.': 'パスワードが正しくありません。',
  'The password is not right.': 'パスワードが正しくありません。',
  'The password must be at least {0} characters long.': 'パスワードは {0} 文字以上にしてください。',
  'The password must be at most {0} characters long.': 'パスワードは {0} 文字以内にしてください。',
  'The password must not be your e-mail address or part of it.': 'パスワードにメールアドレスやその一部を使わないでください。',
  'The passwords do not match.': 'パスワードが一致しません。',
  'The payment did not go through. Nothing was charged.': 'お支払いが完了しませんでした。料金は請求されていません。',
  'The payment failed.': 'お支払いに失敗しました。',
  'The payment needs the card holder to confirm it.': 'このお支払いにはカード名義人の確認が必要です。',
  'The payment page expired before the payment was made. Nothing was charged.':
    'お支払いの前に支払いページの有効期限が切れました。料金は請求されていません。',
  'The payment was cancelled. Nothing was charged.': 'お支払いはキャンセルされました。料金は請求されていません。',
  'The price of this licence changed after checkout. Check out again to see the new price.':
    'チェックアウト後にこのライセンスの価格が変わりました。新しい価格を確認するには、もう一度チェックアウトしてください。',
  'The price of this plan changed after checkout. Check out again to see the new price.':
    'チェックアウト後にこのプランの価格が変わりました。新しい価格を確認するには、もう一度チェックアウトしてください。',
  'The promo code {0} does not apply to {1}.': 'プロモーションコード {0} は {1} には使えません。',
  'The promo code {0} has been used up.': 'プロモーションコード {0} は利用上限に達しました。',
  'The promo code {0} has expired.': 'プロモーションコード {0} は有効期限が切れています。',
  'The promo code {0} is created.': 'プロモーションコード {0} を作成しました。',
  'The promo code {0} is for a first purchase, and you have bought before.':
    'プロモーションコード {0} は初回購入向けですが、すでに購入履歴があります。',
  'The promo code {0} is no longer valid.': 'プロモーションコード {0} は現在無効です。',
  'The promo code {0} is not valid yet.': 'プロモーションコード {0} はまだ有効になっていません。',
  'The promo code {0} is off.': 'プロモーションコード {0} を無効にしました。',
  'The promo code {0} is updated.': 'プロモーションコード {0} を更新しました。',
  'The public name must not be empty.': '公開名を空にすることはできません。',
  'The receiver answered {0}.': '受信側が {0} で応答しました。',
  'The request body is empty; send a JSON object.': 'リクエストの本文が空です。JSON オブジェクトを送信してください。',
  'The request body is not valid JSON.': 'リクエストの本文が有効な JSON ではありません。',
  'The request body is too large; the limit is {0}.': 'リクエストの本文が大きすぎます。上限は {0} です。',
  'The request headers are too large.': 'リクエストヘッダーが大きすぎます。',
  'The request is not valid HTTP.': 'リクエストが有効な HTTP ではありません。',
  'The request is not valid.': 'リクエストが無効です。',
  'The request took too long to arrive.': 'リクエストの到着に時間がかかりすぎました。',
  'The saved card is not a test card.': '保存されたカードはテストカードではありません。',
  'The sign-in provider did not answer as expected ({0}).': 'サインインプロバイダーから想定外の応答がありました（{0}）。',
  'The sign-in provider did not share an e-mail address.': 'サインインプロバイダーからメールアドレスが共有されませんでした。',
  'The sign-in provider shared an e-mail address this site cannot use.':
    'サインインプロバイダーから、このサイトで使えないメールアドレスが共有されました。',
  "The sign-in provider's identity token was refused (nonce).": 'サインインプロバイダーの ID トークンが拒否されました（nonce）。',
  "The sign-in provider's identity token was refused ({0}).": 'サインインプロバイダーの ID トークンが拒否されました（{0}）。',
  'The smallest withdrawal is {0}.': '最小の出金額は {0} です。',
  'The title cannot be empty.': 'タイトルを空にすることはできません。',
  'The title may be at most {0} characters.': 'タイトルは {0} 文字以内にしてください。',
  'The translation is removed.': '翻訳を削除しました。',
  'The translation is saved.': '翻訳を保存しました。',
  'The upgrade payment did not go through.': 'アップグレードのお支払いが完了しませんでした。',
  'The upload could not be read; send the form again.': 'アップロードを読み取れませんでした。フォームをもう一度送信してください。',
  'The webhook signature does not match; the event was refused.': 'Webhook の署名が一致しないため、イベントを拒否しました。',
  'The {0:blog-audience} blog already has a category called "{1}".': '{0}向けのブログには「{1}」という名前のカテゴリーがすでにあります。',
  'There are no bank details to confirm yet; add them first.': '確認する銀行口座情報がまだありません。先に登録してください。',
  'There are no bank details to edit yet; add them first.': '編集する銀行口座情報がまだありません。先に登録してください。',
  'There is no code waiting for this address. Ask for a new one.':
    'このアドレス宛ての有効なコードはありません。新しいコードをリクエストしてください。',
  'There is no model release {0} among yours.': 'あなたのモデルリリースに {0} はありません。',
  'There is no offer with the code {0}.': 'コード {0} の特典はありません。',
  'There is no plan {0}.': 'プラン {0} はありません。',
  'There is no such OAuth app.': 'この OAuth アプリは存在しません。',
  'There is no such application.': 'この申請は存在しません。',
  'There is no such category for this type of file.': 'この種類のファイルにそのカテゴリーはありません。',
  'There is no such category.': 'このカテゴリーは存在しません。',
  'There is no such collection.': 'このコレクションは存在しません。',
  'There is no such credit note.': 'このクレジットノートは存在しません。',
  'There is no such delivery.': 'この配信は存在しません。',
  'There is no such file in your catalogue.': 'このファイルはあなたのカタログにありません。',
  'There is no such file.': 'このファイルは存在しません。',
  'There is no such invoice.': 'この請求書は存在しません。',
  'There is no such key.': 'このキーは存在しません。',
  'There is no such licence.': 'このライセンスは存在しません。',
  'There is no such model release.': 'このモデルリリースは存在しません。',
  'There is no such offer.': 'この特典は存在しません。',
  'There is no such order.': 'この注文は存在しません。',
  'There is no such payout batch.': 'この支払いバッチは存在しません。',
  'There is no such plan variant.': 'このプランのバリエーションは存在しません。',
  'There is no such portfolio.': 'このポートフォリオは存在しません。',
  'There is no such promo code.': 'このプロモーションコードは存在しません。',
  'There is no such saved card.': 'この保存済みカードは存在しません。',
  'There is no such upload.': 'このアップロードは存在しません。',
  'There is no such user.': 'このユーザーは存在しません。',
  'There is no such webhook endpoint.': 'この Webhook エンドポイントは存在しません。',
  'There is no such withdrawal.': 'この出金は存在しません。',
  'There is no {0:media-type-prose} category {1}.': '{0}のカテゴリー {1} はありません。',
  'There is no {0} {1} in this API.': 'このAPIに {0} {1} はありません。',
  'These files are not published: {0}.': '次のファイルは公開されていません：{0}。',
  'These people are not members of your team.': 'これらの人はあなたのチームのメンバーではありません。',
  'This IBAN belongs to {0}, not {1}.': 'この IBAN は {1} ではなく {0} のものです。',
  'This IBAN is not valid: check the country code, the length and the digits.':
    'この IBAN は無効です。国コード、長さ、数字を確認してください。',
  'This OAuth app is revoked already.': 'この OAuth アプリはすでに無効です。',
  'This account already has the {0:role} role.': 'このアカウントにはすでに「{0}」の権限があります。',
  'This account does not have administrator access.': 'このアカウントには管理者権限がありません。',
  'This account does not have the {0:role} role.': 'このアカウントには「{0}」の権限がありません。',
  'This account has no contributor profile.': 'このアカウントには投稿者プロフィールがありません。',
  'This account is already suspended.': 'このアカウントはすでに停止されています。',
  'This account is no longer available.': 'このアカウントは利用できなくなりました。',
  'This account is not suspended.': 'このアカウントは停止されていません。',
  'This account is suspended, so it cannot sign in. Write to support if you think this is a mistake.':
    'このアカウントは停止されているため、サインインできません。誤りだと思われる場合はサポートまでご連絡ください。',
  'This address is already subscribed to our newsletter.': 'このアドレスはすでにニュースレターに登録されています。',
  'This address was not subscribed to the newsletter.': 'このアドレスはニュースレターに登録されていませんでした。',
  'This application has been decided already.': 'この申請はすでに判定済みです。',
  'This article does not exist or is not published.': 'この記事は存在しないか、公開されていません。',
  'This article has no translation into that language.': 'この記事にはその言語の翻訳がありません。',
  'This blog category does not exist.': 'このブログカテゴリーは存在しません。',
  'This category does not exist.': 'このカテゴリーは存在しません。',
  'This category has subcategories; merge it into a top-level category.':
    'このカテゴリーにはサブカテゴリーがあります。最上位のカテゴリーに統合してください。',
  'This category has subcategories; only a category without any can go under another.':
    'このカテゴリーにはサブカテゴリーがあります。別のカテゴリーの下に置けるのは、サブカテゴリーのないカテゴリーだけです。',
  'This code has already been used. Ask for a new one.': 'このコードはすでに使用されています。新しいコードをリクエストしてください。',
  'This code has expired. Ask for a new one.': 'このコードは有効期限が切れています。新しいコードをリクエストしてください。',
  'This code is not correct.': 'このコードは正しくありません。',
  'This collection does not exist.': 'このコレクションは存在しません。',
  'This collection has no files to download.': 'このコレクションにはダウンロードできるファイルがありません。',
  'This collection needs 1 download and you have {0} left. Nothing was licensed or charged: buy a pack or upgrade your plan first.':
    'このコレクションにはダウンロードが 1 回必要ですが、残りは {0} 回です。ライセンスも請求も行われていません。先にパックを購入するか、プランをアップグレードしてください。',
  'This collection needs {0} downloads and you have {1} left. Nothing was licensed or charged: buy a pack or upgrade your plan first.':
    'このコレクションにはダウンロードが {0} 回必要ですが、残りは {1} 回です。ライセンスも請求も行われていません。先にパックを購入するか、プランをアップグレードしてください。',
  'This content type is not supported here; send application/json.':
    'このコンテンツタイプはここでは使えません。application/json で送信してください。',
  'This delivery is being sent now: wait for its outcome.': 'この配信は送信中です。結果をお待ちください。',
  'This download link has expired. Download the file again from its page; it will not use another download.':
    'このダウンロードリンクは有効期限が切れています。ファイルのページから再度ダウンロードしてください。ダウンロード回数は消費されません。',
  'This download link is not valid.': 'このダウンロードリンクは無効です。',
  'This e-mail address is already verified.': 'このメールアドレスはすでに確認済みです。',
  'This field is required.': 'この項目は必須です。',
  'This file cannot be submitted yet: {0}': 'このファイルはまだ提出できません：{0}',
  'This file changed meanwhile; reload it and try again.': 'このファイルは他で変更されました。再読み込みしてもう一度お試しください。',
  'This file does not exist or is no longer available.': 'このファイルは存在しないか、利用できなくなりました。',
  'This file has no video picture in it. Please upload an MP4 or MOV video.':
    'このファイルには動画の映像がありません。MP4 または MOV の動画をアップロードしてください。',
  'This file is a video, but it was uploaded as an image.': 'このファイルは動画ですが、画像としてアップロードされました。',
  'This file is an image, but it was uploaded as a video.': 'このファイルは画像ですが、動画としてアップロードされました。',
  'This file is in review and cannot be changed until the review is done.': 'このファイルは審査中のため、審査が終わるまで変更できません。',
  'This file is no longer available.': 'このファイルは利用できなくなりました。',
  'This file is not a JPEG, PNG, WebP or TIFF image, or an MP4 or MOV video.':
    'このファイルは JPEG、PNG、WebP、TIFF の画像でも、MP4、MOV の動画でもありません。',
  'This file is not a JPEG, PNG, WebP or TIFF image.': 'このファイルは JPEG、PNG、WebP、TIFF の画像ではありません。',
  'This file is not a video we can read. Please upload an MP4 or MOV file.':
    'このファイルは読み取れる動画ではありません。MP4 または MOV のファイルをアップロードしてください。',
  'This file is not available for download.': 'このファイルはダウンロードできません。',
  'This file is not available for licensing.': 'このファイルはライセンスを取得できません。',
  'This file is not available: only published files can be saved.':
    'このファイルは利用できません。保存できるのは公開済みのファイルだけです。',
  'This file is not in the collection.': 'このファイルはコレクションに入っていません。',
  'This file is now {0:file-status}, not {1:file-status}; reload your catalogue and try again.':
    'このファイルは現在「{1}」ではなく「{0}」です。カタログを再読み込みしてもう一度お試しください。',
  'This file is too large. Files may be at most {0}.': 'ファイルが大きすぎます。ファイルは {0} 以下にしてください。',
  'This file is too large. Images may be at most {0}.': 'ファイルが大きすぎます。画像は {0} 以下にしてください。',
  'This file is too large. Videos may be at most {0}.': 'ファイルが大きすぎます。動画は {0} 以下にしてください。',
  'This file is {0:file-status-prose} and can no longer be edited.': 'このファイルは「{0}」のため、編集できなくなりました。',
  'This file is {0:console-file-status-prose}; it cannot be made {1:console-file-status-prose}.':
    'このファイルは「{0}」です。「{1}」にすることはできません。',
  'This file is {0:file-status-prose}; it cannot be made {1:file-status-prose} by its contributor.':
    'このファイルは「{0}」です。投稿者が「{1}」にすることはできません。',
  'This idempotency key was already used for a different order.': 'この冪等キーは別の注文ですでに使われています。',
  'This idempotency key was already used for a refund of {0} on this order; a new refund needs a new key.':
    'この冪等キーは、この注文の {0} の返金ですでに使われています。新しい返金には新しいキーが必要です。',
  'This image is damaged or incomplete (the upload may have been cut off). Please upload it again.':
    'この画像は破損しているか不完全です（アップロードが途中で切れた可能性があります）。もう一度アップロードしてください。',
  'This image is too large. The limit is {0} megapixels.': 'この画像は大きすぎます。上限は {0} メガピクセルです。',
  'This image is too large: {0} × {1} pixels ({2} megapixels). The limit is {3} megapixels.':
    'この画像は大きすぎます：{0} × {1} ピクセル（{2} メガピクセル）。上限は {3} メガピクセルです。',
  'This image is {0} × {1} pixels ({2} megapixels). Images may have at most {3} megapixels.':
    'この画像は {0} × {1} ピクセル（{2} メガピクセル）です。画像は最大 {3} メガピクセルまでです。',
  'This image is {0} × {1} pixels ({2} megapixels). Images need at least {3} megapixels.':
    'この画像は {0} × {1} ピクセル（{2} メガピクセル）です。画像には {3} メガピクセル以上が必要です。',
  'This invitation is for {0}. Sign in with that address to join.':
    'この招待は {0} 宛てです。参加するにはそのアドレスでサインインしてください。',
  'This invitation is no longer valid. Ask the team owner to invite you again.':
    'この招待は無効になりました。チームのオーナーにもう一度招待してもらってください。',
  'This is the last administrator; make someone else an admin first.': 'これが最後の管理者です。先に別の人を管理者にしてください。',
  'This key is revoked already.': 'このキーはすでに無効です。',
  'This licence is already Enhanced: there is nothing to upgrade.':
    'このライセンスはすでに拡張ライセンスです。アップグレードするものはありません。',
  'This licence was revoked when its order was refunded: the file is no longer delivered under it.':
    'このライセンスは注文の返金時に無効になりました。このライセンスでファイルは配信されません。',
  'This order can no longer be paid. Check out again.': 'この注文はもう支払えません。もう一度チェックアウトしてください。',
  'This order is already paid. Nothing more was charged.': 'この注文は支払済みです。追加の請求はありません。',
  'This order was already paid by an earlier payment.': 'この注文は以前のお支払いで支払済みです。',
  'This password is among the most common ones and easy to guess. Choose another.':
    'このパスワードはよく使われるもので、推測されやすいです。別のものを選んでください。',
  'This person is already in your team.': 'この人はすでにあなたのチームにいます。',
  'This picture could not be read; it may be damaged or too large.':
    'この画像を読み取れませんでした。破損しているか、大きすぎる可能性があります。',
  'This plan does not exist. Choose a plan on the Pricing page.': 'このプランは存在しません。料金ページでプランを選んでください。',
  'This plan option does not exist. Choose a plan on the Pricing page.':
    'このプランのオプションは存在しません。料金ページでプランを選んでください。',
  'This plan option is no longer sold. Choose a plan on the Pricing page.':
    'このプランのオプションは販売を終了しました。料金ページでプランを選んでください。',
  'This referral code is not valid.': 'この紹介コードは無効です。',
  'This routing number is not valid: it has 9 digits and a check digit.':
    'このルーティング番号は無効です。9 桁でチェックディジットを含みます。',
  'This saved search does not exist.': 'この保存した検索は存在しません。',
  'This share link does not exist.': 'この共有リンクは存在しません。',
  'This share link has expired.': 'この共有リンクは有効期限が切れています。',
  'This sign-in link has expired or was already used. Please start again.':
    'このサインインリンクは有効期限が切れているか、すでに使われています。最初からやり直してください。',
  'This size of the file is licensed for that client already: nothing more was charged.':
    'このサイズのファイルはそのクライアント向けにライセンス済みです。追加の請求はありません。',
  'This team does not exist.': 'このチームは存在しません。',
  'This upload would exceed your storage quota of {0} ({1} used). Delete files you no longer need, or contact support for more space.':
    'このアップロードでストレージ容量 {0} を超えます（使用中 {1}）。不要なファイルを削除するか、容量を増やすにはサポートにお問い合わせください。',
  'This video has no playable picture (its size, length or frame rate is missing).':
    'この動画には再生できる映像がありません（サイズ、長さ、フレームレートのいずれかが不明です）。',
  'This video is encoded as an unknown format. Please upload H.264, HEVC or ProRes video.':
    'この動画は不明な形式でエンコードされています。H.264、HEVC、ProRes の動画をアップロードしてください。',
  'This video is encoded as {0}. Please upload H.264, HEVC or ProRes video.':
    'この動画は {0} でエンコードされています。H.264、HEVC、ProRes の動画をアップロードしてください。',
  'This video is {0} seconds long. Videos must be {1} to {2} seconds long.':
    'この動画の長さは {0} 秒です。動画は {1}〜{2} 秒にしてください。',
  'This video is {0} × {1}. Videos must be at least {2} × {3}.': 'この動画は {0} × {1} です。動画は {2} × {3} 以上にしてください。',
  'This withdrawal was already decided: it is marked {0:withdrawal-status}.': 'この出金はすでに判定済みで、「{0}」と記録されています。',
  'Too many failed sign-in attempts. Please wait 1 minute and try again.':
    'サインインの失敗が多すぎます。1 分待ってからもう一度お試しください。',
  'Too many failed sign-in attempts. Please wait 1 second and try again.':
    'サインインの失敗が多すぎます。1 秒待ってからもう一度お試しください。',
  'Too many failed sign-in attempts. Please wait {0} minutes and try again.':
    'サインインの失敗が多すぎます。{0} 分待ってからもう一度お試しください。',
  'Too many failed sign-in attempts. Please wait {0} seconds and try again.':
    'サインインの失敗が多すぎます。{0} 秒待ってからもう一度お試しください。',
  'Too many requests. Please wait 1 day and try again.': 'リクエストが多すぎます。1 日待ってからもう一度お試しください。',
  'Too many requests. Please wait 1 hour and try again.': 'リクエストが多すぎます。1 時間待ってからもう一度お試しください。',
  'Too many requests. Please wait 1 minute and try again.': 'リクエストが多すぎます。1 分待ってからもう一度お試しください。',
  'Too many requests. Please wait 1 second and try again.': 'リクエストが多すぎます。1 秒待ってからもう一度お試しください。',
  'Too many requests. Please wait {0} and try again.': 'リクエストが多すぎます。{0} 待ってからもう一度お試しください。',
  'Too many requests. Please wait {0} days and try again.': 'リクエストが多すぎます。{0} 日待ってからもう一度お試しください。',
  'Too many requests. Please wait {0} hours and try again.': 'リクエストが多すぎます。{0} 時間待ってからもう一度お試しください。',
  'Too many requests. Please wait {0} minutes and try again.': 'リクエストが多すぎます。{0} 分待ってからもう一度お試しください。',
  'Too many requests. Please wait {0} seconds and try again.': 'リクエストが多すぎます。{0} 秒待ってからもう一度お試しください。',
  'Too many wrong codes were entered. Ask for a new one.': '間違ったコードが多すぎます。新しいコードをリクエストしてください。',
  'Too many wrong codes. Please wait 1 minute and try again.': '間違ったコードが多すぎます。1 分待ってからもう一度お試しください。',
  'Too many wrong codes. Please wait 1 second and try again.': '間違ったコードが多すぎます。1 秒待ってからもう一度お試しください。',
  'Too many wrong codes. Please wait {0} minutes and try again.': '間違ったコードが多すぎます。{0} 分待ってからもう一度お試しください。',
  'Too many wrong codes. Please wait {0} seconds and try again.': '間違ったコードが多すぎます。{0} 秒待ってからもう一度お試しください。',
  'Uploads are not available right now. Please try again in a moment.':
    '現在アップロードできません。しばらくしてからもう一度お試しください。',
  'Use at most {0} keywords.': 'キーワードは {0} 個以内にしてください。',
  'Verify your e-mail address first: we have sent a 6-digit code to it.':
    '先にメールアドレスを確認してください。6 桁のコードを送信しました。',
  'We could not prepare this size of the file. Download it again to try once more, or choose another size.':
    'このサイズのファイルを準備できませんでした。もう一度ダウンロードして再試行するか、別のサイズを選んでください。',
  'We sent a code to {0}.': '{0} にコードを送信しました。',
  'With an account number, enter its routing number or SWIFT code.':
    '口座番号を使う場合は、ルーティング番号または SWIFT コードを入力してください。',
  'Withdrawal {0} is not pending or is already in a batch; nothing was batched.':
    '出金 {0} は保留中でないか、すでにバッチに入っています。バッチは作成されませんでした。',
  'You already have a collection with this name.': 'この名前のコレクションはすでにあります。',
  'You already have bank details; edit them instead.': '銀行口座情報はすでに登録されています。代わりに編集してください。',
  'You already have the {0} plan. Upgrade it from your subscription instead of buying a second plan.':
    'すでに {0} プランをご利用中です。2 つ目のプランを購入する代わりに、サブスクリプションからアップグレードしてください。',
  'You are already a member of another team.': 'すでに別のチームのメンバーです。',
  'You are now on {0}. Your downloads for this period start afresh.': '{0} に変更しました。今期のダウンロード回数はリセットされます。',
  'You are signed in.': 'サインインしました。',
  'You are signed out.': 'サインアウトしました。',
  'You are unsubscribed from the newsletter.': 'ニュースレターの配信を停止しました。',
  'You can keep up to 50 saved searches: delete one to save another.':
    '保存できる検索は 50 件までです。別の検索を保存するには 1 件削除してください。',
  'You can view this team collection but not change it.': 'このチームコレクションは閲覧できますが、変更はできません。',
  'You can withdraw at most {0}, your available balance.': '出金できるのは最大 {0}（利用可能な残高）です。',
  'You cannot suspend your own account.': '自分のアカウントを停止することはできません。',
  'You cannot take away your own admin role; ask another administrator.':
    '自分の管理者ロールを外すことはできません。別の管理者に依頼してください。',
  'You have already saved this search.': 'この検索はすでに保存されています。',
  'You have no active plan.': '有効なプランがありません。',
  "You have reached today's upload limit of {0} files ({1} uploaded in the last 24 hours). Please try again tomorrow.":
    '本日のアップロード上限 {0} 件に達しました（過去 24 時間に {1} 件アップロード）。明日もう一度お試しください。',
  'You have used all {0} downloads of this period. They renew on {1}; upgrade or buy a download pack to download now.':
    '今期のダウンロード {0} 回をすべて使いました。{1} にリセットされます。今すぐダウンロードするには、アップグレードするかダウンロードパックを購入してください。',
  'You have used your download budget of {0} this month. Ask your team owner to raise it.':
    '今月のダウンロード予算 {0} を使い切りました。チームのオーナーに引き上げを依頼してください。',
  'You hold a Standard licence for this file: upgrade it to Enhanced from your licence history.':
    'このファイルには標準ライセンスをお持ちです。ライセンス履歴から拡張ライセンスにアップグレードしてください。',
  "You joined {0}'s team": '{0} さんのチームに参加しました',
  'You licensed this file before, so this download is free.':
    'このファイルは以前にライセンスを取得済みのため、今回のダウンロードは無料です。',
  'You licensed this file before: download it again for free from its page.':
    'このファイルは以前にライセンスを取得済みです。ファイルのページから無料で再ダウンロードできます。',
  'You own a team with members, so you cannot join another.': 'メンバーのいるチームを所有しているため、別のチームには参加できません。',
  'You own this team already.': 'このチームはすでにあなたのものです。',
  'Your account has no password yet. Use "Set password" to choose one.':
    'アカウントにまだパスワードがありません。「パスワードを設定」から設定してください。',
  'Your account is an approved reseller already.': 'あなたのアカウントはすでに承認済みのリセラーです。',
  'Your account is deleted. Your personal details are erased and your files are no longer for sale.':
    'アカウントを削除しました。個人情報は消去され、あなたのファイルは販売されなくなりました。',
  'Your application is already with our partner team.': '申請はすでにパートナーチームが確認しています。',
  'Your bank details are confirmed.': '銀行口座情報を確認しました。',
  'Your bank details changed meanwhile; reload and try again.': '銀行口座情報が他で変更されました。再読み込みしてもう一度お試しください。',
  'Your card has expired.': 'カードの有効期限が切れています。',
  'Your card has insufficient funds. Try another card.': 'カードの残高が不足しています。別のカードをお試しください。',
  'Your card was declined. Try another card.': 'カードが拒否されました。別のカードをお試しください。',
  'Your contributor account is deleted and your files are no longer for sale. Your buyer account with this e-mail stays.':
    '投稿者アカウントを削除しました。あなたのファイルは販売されなくなりました。このメールアドレスの購入者アカウントは残ります。',
  'Your download is ready.': 'ダウンロードの準備ができました。',
  'Your e-mail address is not verified with the sign-in provider. Verify it there, or sign up with e-mail.':
    'メールアドレスがサインインプロバイダーで確認されていません。プロバイダーで確認するか、メールで登録してください。',
  'Your e-mail address is verified. You can sign in now.': 'メールアドレスを確認しました。サインインできます。',
  'Your file is being prepared. Its download starts when it is ready.':
    'ファイルを準備しています。準備ができるとダウンロードが始まります。',
  'Your file is ready.': 'ファイルの準備ができました。',
  'Your file is still being prepared. Try this link again in a moment.':
    'ファイルはまだ準備中です。しばらくしてからこのリンクをもう一度お試しください。',
  'Your language is saved.': '言語を保存しました。',
  'Your last renewal payment failed; update your card by buying the plan again.':
    '前回の更新のお支払いに失敗しました。プランを再度購入してカードを更新してください。',
  'Your new e-mail address is verified and now in use.': '新しいメールアドレスを確認しました。現在使用中です。',
  'Your password is changed. Other devices have been signed out.': 'パスワードを変更しました。他のデバイスはサインアウトされました。',
  'Your password is changed. Sign in with the new one; other devices have been signed out.':
    'パスワードを変更しました。新しいパスワードでサインインしてください。他のデバイスはサインアウトされました。',
  'Your password is set. You can sign in with it now.': 'パスワードを設定しました。これでサインインできます。',
  'Your phone number is verified.': '電話番号を確認しました。',
  'Your plan has no seats for a team: the Team plan has five.':
    'ご利用のプランにはチーム用の席がありません。チームプランには 5 席あります。',
  'Your plan is paused because its renewal payment failed. Pay for it again on the Pricing page to download.':
    '更新のお支払いに失敗したため、プランは一時停止中です。ダウンロードするには料金ページで再度お支払いください。',
  'Your plan period has just ended and is being renewed. Try again in a few minutes.':
    'プランの期間が終了し、更新中です。数分後にもう一度お試しください。',
  'Your plan will end on {0} and will not renew.': 'プランは {0} に終了し、更新されません。',
  'Your plan will renew as usual.': 'プランは通常どおり更新されます。',
  'Your portfolio is saved.': 'ポートフォリオを保存しました。',
  'Your profile is updated.': 'プロフィールを更新しました。',
  'Your profile is updated. Enter the code we sent to your new e-mail address to start using it.':
    'プロフィールを更新しました。新しいメールアドレスを使い始めるには、そのアドレスに送信したコードを入力してください。',
  'Your public profile is saved.': '公開プロフィールを保存しました。',
  'Your withdrawal of {0} is requested.': '{0} の出金を申請しました。',
  'Your {0} plan covers images only. Upgrade or buy a download pack to download videos.':
    '{0} プランは画像のみが対象です。動画をダウンロードするには、アップグレードするかダウンロードパックを購入してください。',
  'age_group must be one of {0}.': 'age_group は {0} のいずれかにしてください。',
  'category_id or category is required': 'category_id または category は必須です',
  'keyword or keyword_id is required': 'keyword または keyword_id は必須です',
  'max_duration must not be less than min_duration': 'max_duration は min_duration 以上にしてください',
  'media_id is required.': 'media_id は必須です。',
  'media_id or keyword_ids is required': 'media_id または keyword_ids は必須です',
  missing: '未登録',
  'next must be a path on this site, such as /pricing.': 'next はこのサイト内のパスにしてください（例：/pricing）。',
  'not verified': '未確認',
  'page_no must be at most {0} with limit {1}': 'limit が {1} の場合、page_no は {0} 以下にしてください',
  'replace_media_id must be the id of one of your files.': 'replace_media_id はあなたのファイルの ID にしてください。',
  'startTime must be before endTime.': 'startTime は endTime より前にしてください。',
  'status is required.': 'status は必須です。',
  'the job rendering this size ended without finishing it': 'このサイズを作成するジョブが完了せずに終了しました',
  'type must be IMAGE or VIDEO.': 'type は IMAGE または VIDEO にしてください。',
  'url must be a path on this site, starting with a single /.': 'url は 1 つの / で始まるこのサイト内のパスにしてください。',
  '{0} ({1}) is revoked: it is refused from now on.': '{0}（{1}）を無効にしました。今後は拒否されます。',
  '{0} 1 try left.': '{0} 残り 1 回です。',
  '{0} Check out again to see the price without it.': '{0} 適用前の価格を確認するには、もう一度チェックアウトしてください。',
  '{0} It looks like a {1} file.': '{0} {1} ファイルのようです。',
  '{0} Nothing was charged.': '{0} 料金は請求されていません。',
  '{0} The payment is being refunded to your card.': '{0} お支払いはカードに返金されます。',
  '{0} applies to annual plans only.': '{0} は年間プランにのみ適用されます。',
  '{0} applies to download packs only.': '{0} はダウンロードパックにのみ適用されます。',
  '{0} can sign in again.': '{0} さんは再びサインインできます。',
  '{0} ending {1} is removed.': '末尾 {1} の {0} を削除しました。',
  '{0} ending {1} is saved.': '末尾 {1} の {0} を保存しました。',
  '{0} ending {1} now pays your renewals and upgrades.': '末尾 {1} の {0} で、今後の更新とアップグレードをお支払いします。',
  '{0} files ready; all licensed before, no download used.':
    '{0} 件のファイルの準備ができました。すべて以前にライセンス済みのため、ダウンロード回数は使用していません。',
  '{0} files ready; {1} licensed now.': '{0} 件のファイルの準備ができました。{1} 件を今回ライセンスしました。',
  '{0} files submitted for review.': '{0} 件のファイルを審査に提出しました。',
  '{0} files uploaded, {1} refused.': '{0} 件のファイルをアップロードしました。{1} 件は受け付けられませんでした。',
  '{0} files uploaded.': '{0} 件のファイルをアップロードしました。',
  '{0} has an unknown field "{1}"': '{0} に不明な項目「{1}」があります',
  '{0} is for a first purchase, and you have bought before.': '{0} は初回購入向けですが、すでに購入履歴があります。',
  '{0} is not allowed on {1}; use {2}.': '{1} では {0} は使えません。{2} を使ってください。',
  '{0} is not valid': '{0} が無効です',
  '{0} is required': '{0} は必須です',
  '{0} is revoked: its secret and tokens are refused from now on.': '{0} を無効にしました。シークレットとトークンは今後拒否されます。',
  '{0} is suspended; {1} session(s) ended.': '{0} さんを停止しました。セッション {1} 件を終了しました。',
  '{0} is {1:reseller-status}; {2} was told by e-mail.': '{0} の申し込みは「{1}」になりました。{2} さんにメールで通知しました。',
  '{0} members removed': 'メンバー {0} 人を外しました',
  '{0} must NOT have fewer than {1} items': '{0} は {1} 個以上にしてください',
  '{0} must NOT have more than {1} items': '{0} は {1} 個以内にしてください',
  '{0} must be < {1}': '{0} は {1} 未満にしてください',
  '{0} must be <= {1}': '{0} は {1} 以下にしてください',
  '{0} must be > {1}': '{0} は {1} より大きくしてください',
  '{0} must be >= {1}': '{0} は {1} 以上にしてください',
  '{0} must be a boolean': '{0} は真偽値にしてください',
  '{0} must be a day like 2026-11-01, an ISO date-time or milliseconds since 1970.':
    '{0} は 2026-11-01 のような日付、ISO 形式の日時、または 1970 年からのミリ秒にしてください。',
  '{0} must be a null': '{0} は null にしてください',
  '{0} must be a number': '{0} は数値にしてください',
  '{0} must be a number of dollars with at most two decimals, e.g. 35.50': '{0} は小数点以下 2 桁までのドル金額にしてください（例：35.50）',
  '{0} must be a string': '{0} は文字列にしてください',
  '{0} must be an array': '{0} は配列にしてください',
  '{0} must be an integer': '{0} は整数にしてください',
  '{0} must be an object': '{0} はオブジェクトにしてください',
  '{0} must be at least {1} characters long': '{0} は {1} 文字以上にしてください',
  '{0} must be at most {1} characters long': '{0} は {1} 文字以内にしてください',
  '{0} must be equal to one of the allowed values': '{0} は許可された値のいずれかにしてください',
  '{0} must be one of {1} (got "{2}")': '{0} は {1} のいずれかにしてください（入力値：「{2}」）',
  '{0} must be {1}': '{0} は {1} にしてください',
  '{0} must match format "{1}"': '{0} は「{1}」形式にしてください',
  '{0} must not be empty': '{0} を空にすることはできません',
  '{0} must not contain the NUL character (\\u0000)': '{0} に NUL 文字（\\u0000）を含めることはできません',
  '{0} no longer has the {1:role} role.': '{0} さんから「{1}」の権限を外しました。',
  '{0} no longer has the {1:role} role. {2} session(s) ended.': '{0} さんから「{1}」の権限を外しました。セッション {2} 件を終了しました。',
  '{0} now has the {1:role} role.': '{0} さんに「{1}」の権限を付与しました。',
  '{0} session(s) of {1} ended.': '{1} さんのセッション {0} 件を終了しました。',
  '{0} {1} tries left.': '{0} 残り {1} 回です。',
  "{0}'s team": '{0} さんのチーム',
  '{0}: {1} is updated. New orders use the new terms.': '{0}：{1} を更新しました。新しい注文には新しい条件が適用されます。',
  'Your bank details are added and confirmed.': '銀行口座情報を追加し、確認しました。',
  'Your bank details are added. Confirm them with a code sent to your e-mail before withdrawing.':
    '銀行口座情報を追加しました。出金する前に、メールに送信されるコードで確認してください。',
  'Your bank details are updated and confirmed.': '銀行口座情報を更新し、確認しました。',
  'Your bank details are updated. Confirm them with a code sent to your e-mail before withdrawing.':
    '銀行口座情報を更新しました。出金する前に、メールに送信されるコードで確認してください。',
  'This account is not registered as a buyer. Sign up as a buyer with the same e-mail address and password to add it.':
    'このアカウントは購入者として登録されていません。追加するには、同じメールアドレスとパスワードで購入者として登録してください。',
  'This account is not registered as a contributor. Sign up as a contributor with the same e-mail address and password to add it.':
    'このアカウントは投稿者として登録されていません。追加するには、同じメールアドレスとパスワードで投稿者として登録してください。',
};
