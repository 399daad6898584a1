-- Translations of the controlled vocabulary, so that a search typed in any supported language finds what its English
-- equivalent finds. Each row is one form of a vocabulary keyword (the English term files carry) in one language; the
-- first form of each language is the one shown (`preferred`). English rows list the English forms themselves, which
-- the English stemmer may not join ("child", "children").

-- Lower case for the letters of the supported languages: the database's C locale lowers ASCII only.
CREATE FUNCTION search_fold(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(word), 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝŒ', 'àáâãäåæçèéêëìíîïñòóôõöøùúûüýœ')
$$;

-- One word's stem in a language, by PostgreSQL's Snowball stemmer for it; NULL for a stop word. Japanese has no
-- stemmer: a word is its own stem (see search-words.ts for how Japanese text is cut into words).
CREATE FUNCTION search_stem(lang text, word text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE lang
    WHEN 'ja' THEN nullif(search_fold(word), '')
    WHEN 'de' THEN (ts_lexize('german_stem', search_fold(word)))[1]
    WHEN 'fr' THEN (ts_lexize('french_stem', search_fold(word)))[1]
    WHEN 'es' THEN (ts_lexize('spanish_stem', search_fold(word)))[1]
    WHEN 'pt-BR' THEN (ts_lexize('portuguese_stem', search_fold(word)))[1]
    ELSE (ts_lexize('english_stem', search_fold(word)))[1]
  END
$$;

CREATE TABLE keyword_translations (
  -- The vocabulary keyword: the English term files carry and every translation leads to.
  keyword text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('en', 'de', 'fr', 'es', 'pt-BR', 'ja')),
  term text NOT NULL CHECK (term <> ''),
  preferred boolean NOT NULL DEFAULT false,
  -- Kept by the trigger below: the term in lower case, and the stems of its words (stop words left out).
  folded text NOT NULL,
  stems text[] NOT NULL,
  PRIMARY KEY (lang, folded, keyword)
);
CREATE UNIQUE INDEX keyword_translations_preferred ON keyword_translations (keyword, lang) WHERE preferred;
CREATE INDEX keyword_translations_first_stem ON keyword_translations (lang, (stems[1]));
CREATE INDEX keyword_translations_prefix ON keyword_translations (lang, folded text_pattern_ops);
CREATE INDEX keyword_translations_trgm ON keyword_translations USING gin (folded gin_trgm_ops);

CREATE FUNCTION keyword_translations_stems() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.folded := search_fold(btrim(NEW.term));
  NEW.stems := CASE WHEN NEW.lang = 'ja' THEN ARRAY[NEW.folded] ELSE ARRAY(
    SELECT s.stem FROM unnest(regexp_split_to_array(NEW.folded, '[[:space:]''’-]+')) WITH ORDINALITY AS w(word, i),
      LATERAL search_stem(NEW.lang, w.word) AS s(stem)
    WHERE s.stem IS NOT NULL ORDER BY w.i
  ) END;
  RETURN NEW;
END
$$;
CREATE TRIGGER keyword_translations_stems BEFORE INSERT OR UPDATE OF term, lang ON keyword_translations
  FOR EACH ROW EXECUTE FUNCTION keyword_translations_stems();

-- One line per keyword: English forms (the first is the keyword) | German | French | Spanish | Brazilian Portuguese |
-- Japanese, forms separated by commas, the form to show first. Forms the stemmer joins need not be listed twice.
INSERT INTO keyword_translations (keyword, lang, term, preferred)
SELECT DISTINCT ON (c.lang, search_fold(btrim(t.term)), c.keyword) c.keyword, c.lang, btrim(t.term), t.i = 1
FROM (
  SELECT btrim(split_part(line, '|', 1)) AS english, string_to_array(line, '|') AS fields
  FROM regexp_split_to_table($vocabulary$
background,backgrounds|Hintergrund,Hintergründe|arrière-plan,fond,arrière-plans,fonds|fondo,fondos|fundo,fundos|背景
nature|Natur|nature|naturaleza|natureza|自然
people,person,persons|Menschen,Leute,Person,Personen|personnes,gens,personne|personas,gente,persona|pessoas,gente,pessoa|人々,人物
business|Geschäft,Business,Wirtschaft|affaires,entreprise,business|negocios,empresa|negócios,empresa|ビジネス
abstract|abstrakt|abstrait,abstraite|abstracto,abstracta|abstrato,abstrata|抽象,抽象的
sky,skies|Himmel|ciel,cieux|cielo,cielos|céu,céus|空
city,cities|Stadt,Städte|ville,villes|ciudad,ciudades|cidade,cidades|都市,街
woman,women|Frau,Frauen|femme,femmes|mujer,mujeres|mulher,mulheres|女性
man,men|Mann,Männer|homme,hommes|hombre,hombres|homem,homens|男性
water|Wasser|eau|agua|água|水
landscape|Landschaft,Landschaften|paysage,paysages|paisaje,paisajes|paisagem,paisagens|風景
travel|Reisen,Reise|voyage,voyages|viaje,viajes|viagem,viagens|旅行
technology|Technologie,Technik|technologie|tecnología|tecnologia|テクノロジー,技術
food|Essen,Lebensmittel,Nahrung|nourriture,cuisine,aliments|comida,alimentos|comida,alimentos|食べ物,料理
blue|blau|bleu,bleue,bleus|azul,azules|azul,azuis|青,ブルー,青い
green|grün|vert,verte,verts|verde,verdes|verde,verdes|緑,グリーン
sunset,sunsets|Sonnenuntergang,Sonnenuntergänge|coucher de soleil,couchers de soleil|puesta de sol,atardecer,atardeceres|pôr do sol,entardecer|夕日,夕焼け,日没
beach,beaches|Strand,Strände|plage,plages|playa,playas|praia,praias|ビーチ,浜辺
office,offices|Büro,Büros|bureau,bureaux|oficina,oficinas|escritório,escritórios|オフィス
light|Licht|lumière|luz,luces|luz,luzes|光
texture,textures|Textur,Texturen|texture,textures|textura,texturas|textura,texturas|テクスチャ,質感
family,families|Familie,Familien|famille,familles|familia,familias|família,famílias|家族
summer|Sommer|été|verano|verão|夏
winter|Winter|hiver|invierno|inverno|冬
business-team|Geschäftsteam,Business-Team|équipe commerciale|equipo de negocios|equipe de negócios|ビジネスチーム
mountain,mountains|Berge,Berg,Gebirge|montagne,montagnes|montaña,montañas|montanha,montanhas|山
flower,flowers|Blume,Blumen,Blüte|fleur,fleurs|flor,flores|flor,flores|花
happy|glücklich,fröhlich|heureux,heureuse|feliz,felices|feliz,felizes|幸せ
portrait|Porträt,Portrait|portrait|retrato,retratos|retrato,retratos|ポートレート,肖像
night,nights|Nacht,Nächte|nuit,nuits|noche,noches|noite,noites|夜
pattern,patterns|Muster|motif,motifs|patrón,patrones|padrão,padrões,estampa|パターン,模様
tree,trees|Baum,Bäume|arbre,arbres|árbol,árboles|árvore,árvores|木
ocean,oceans|Ozean,Meer|océan,océans|océano,océanos|oceano,oceanos|海洋
forest,forests|Wald,Wälder|forêt,forêts|bosque,bosques|floresta,florestas|森
autumn|Herbst|automne|otoño|outono|秋
spring|Frühling|printemps|primavera|primavera|春
animal,animals|Tier,Tiere|animal,animaux|animal,animales|animal,animais|動物
sport,sports|Sport|sport,sports|deporte,deportes|esporte,esportes|スポーツ
health|Gesundheit|santé|salud|saúde|健康
education|Bildung|éducation|educación|educação|教育
fitness|Fitness|fitness,remise en forme|fitness|fitness,academia|フィットネス
music|Musik|musique|música|música|音楽
coffee|Kaffee|café|café|café|コーヒー
work|Arbeit|travail|trabajo|trabalho|仕事
computer,computers|Computer|ordinateur,ordinateurs|ordenador,computadora|computador,computadores|コンピューター,パソコン
phone,phones|Telefon,Handy,Smartphone|téléphone,smartphone|teléfono,móvil|telefone,celular|電話,スマートフォン
data|Daten|données|datos|dados|データ
network,networks|Netzwerk,Netz|réseau,réseaux|red,redes|rede,redes|ネットワーク
snow|Schnee|neige|nieve|neve|雪
road,roads|Straße,Landstraße|route,routes|carretera,carreteras|estrada,estradas|道路
car,cars|Auto,Autos|voiture,voitures|coche,coches|carro,carros|車,自動車
building,buildings|Gebäude|bâtiment,bâtiments|edificio,edificios|edifício,edifícios,prédio|建物,ビル
architecture|Architektur|architecture|arquitectura|arquitetura|建築
street,streets|Straßenszene,Gasse|rue,rues|calle,calles|rua,ruas|通り,街路
sea,seas|Meer,See,Meere|mer,mers|mar,mares|mar,mares|海
river,rivers|Fluss,Flüsse|rivière,fleuve,rivières|río,ríos|rio,rios|川
lake,lakes|Bergsee,Seen|lac,lacs|lago,lagos|lago,lagos|湖
field,fields|Feld,Felder,Wiese|champ,champs|campo,campos|campo,campos|畑,野原
garden,gardens|Garten,Gärten|jardin,jardins|jardín,jardines|jardim,jardins|庭,庭園
red|rot|rouge,rouges|rojo,roja,rojos|vermelho,vermelha|赤,レッド,赤い
yellow|gelb|jaune,jaunes|amarillo,amarilla|amarelo,amarela|黄色,イエロー
orange|orange|orange|naranja|laranja|オレンジ
purple|lila,violett|violet,violette,pourpre|morado,morada,púrpura|roxo,roxa|紫,パープル
pink|rosa,pink|rose,roses|rosa,rosado|rosa|ピンク
black|schwarz|noir,noire,noirs|negro,negra|preto,preta|黒,ブラック,黒い
white|weiß|blanc,blanche,blancs|blanco,blanca|branco,branca|白,ホワイト,白い
gold|Gold|or|oro|ouro|金,ゴールド
silver|Silber,silbern|argent,argenté|plata,plateado|prata,prateado|銀,シルバー
vintage|Vintage|vintage|vintage|vintage|ヴィンテージ
modern|modern|moderne|moderno,moderna|moderno,moderna|モダン
minimal|minimalistisch|minimaliste|minimalista|minimalista|ミニマル
colorful,colourful|bunt,farbenfroh|coloré,colorée,colorés|colorido,colorida|colorido,colorida|カラフル
bright|hell,leuchtend|lumineux,lumineuse|brillante,luminoso|brilhante,luminoso|明るい
dark|dunkel|sombre,foncé|oscuro,oscura|escuro,escura|暗い,ダーク
sun|Sonne|soleil|sol|sol|太陽
moon|Mond|lune|luna|lua|月
star,stars|Stern,Sterne|étoile,étoiles|estrella,estrellas|estrela,estrelas|星
cloud,clouds|Wolke,Wolken|nuage,nuages|nube,nubes|nuvem,nuvens|雲
rain|Regen|pluie|lluvia|chuva|雨
storm,storms|Sturm,Gewitter|tempête,orage|tormenta,tormentas|tempestade|嵐
fog|Nebel|brouillard|niebla|neblina,nevoeiro|霧
mist|Dunst|brume|bruma|névoa,bruma|もや
dawn|Morgendämmerung,Morgengrauen|aube|amanecer,alba|amanhecer,alvorada|夜明け
morning|Morgen|matin|mañana|manhã|朝
evening|Abend|soir,soirée|tarde,anochecer|noitinha,fim de tarde|夕方
holiday,holidays|Feiertag,Feiertage|fête,fêtes|festivo,festivos|feriado,feriados|休日,祝日
christmas|Weihnachten,weihnachtlich|Noël|Navidad|Natal|クリスマス
wedding,weddings|Hochzeit,Hochzeiten|mariage,mariages|boda,bodas|casamento,casamentos|結婚式,ウェディング
baby,babies|Baby,Babys|bébé,bébés|bebé,bebés|bebê,bebês|赤ちゃん
child|Kind|enfant|niño,niña|criança|子供
kids|Kinder|enfants|niños|crianças|子供たち,キッズ
teenager,teenagers|Teenager,Jugendlicher|adolescent,adolescente,adolescents|adolescente,adolescentes|adolescente,adolescentes|ティーンエイジャー
senior,seniors|Senior,Senioren|senior,seniors|mayor,mayores|idoso,idosos|シニア,高齢者
couple,couples|Paar,Paare|couple,couples|pareja,parejas|casal,casais|カップル
friends|Freunde,Freundinnen|amis,amies|amigos,amigas|amigos,amigas|友達,友人
team,teams|Team,Teams,Mannschaft|équipe,équipes|equipo,equipos|equipe,equipes|チーム
meeting,meetings|Besprechung,Meeting|réunion,réunions|reunión,reuniones|reunião,reuniões|会議,ミーティング
laptop,laptops|Laptop,Notebook|ordinateur portable|portátil|notebook,laptop|ノートパソコン
smiling|lächelnd|souriant,souriante|sonriente,sonriendo|sorridente,sorrindo|笑顔
young|jung|jeune,jeunes|joven,jóvenes|jovem,jovens|若い
adult,adults|Erwachsener,Erwachsene|adulte,adultes|adulto,adultos|adulto,adultos|大人
lifestyle|Lebensstil,Lifestyle|mode de vie|estilo de vida|estilo de vida|ライフスタイル
fashion|Mode|mode|moda|moda|ファッション
beauty|Schönheit|beauté|belleza|beleza|美容
model,models|Model,Models|mannequin,mannequins|modelo,modelos|modelo,modelos|モデル
studio|Studio|studio|estudio|estúdio|スタジオ
outdoor,outdoors|draußen,im Freien|plein air,extérieur|al aire libre,exterior|ao ar livre|屋外,アウトドア
indoor|drinnen|intérieur|interior|interno|屋内
home|Zuhause,Heim|maison,domicile|hogar|lar|家,ホーム
kitchen,kitchens|Küche,Küchen|cuisine,cuisines|cocina,cocinas|cozinha,cozinhas|キッチン,台所
house,houses|Haus,Häuser|maison,maisons|casa,casas|casa,casas|住宅
interior|Innenraum,Interieur|décoration intérieure|interiorismo|interiores|インテリア
design|Design,Gestaltung|design,conception|diseño|design|デザイン
art|Kunst|art|arte|arte|アート,芸術
paint|Farbe,Malerei|peinture|pintura|tinta,pintura|絵の具,ペンキ
wall,walls|Wand,Mauer|mur,murs|pared,muro|parede,muro|壁
paper|Papier|papier|papel|papel|紙
wood|Holz|bois|madera|madeira|木材,木目
stone,stones|Stein,Steine|pierre,pierres|piedra,piedras|pedra,pedras|石
metal|Metall|métal|metal|metal|金属,メタル
glass|Glas|verre|vidrio,cristal|vidro|ガラス
fire|Feuer|feu|fuego|fogo|火,炎
smoke|Rauch|fumée|humo|fumaça|煙
ice|Eis|glace|hielo|gelo|氷
desert,deserts|Wüste,Wüsten|désert,déserts|desierto,desiertos|deserto,desertos|砂漠
island,islands|Insel,Inseln|île,îles|isla,islas|ilha,ilhas|島
tropical|tropisch|tropical,tropicale|tropical|tropical|トロピカル,熱帯
palm|Palme,Palmen|palmier,palmiers|palmera,palmeras|palmeira,palmeiras|ヤシ
wave,waves|Welle,Wellen|vague,vagues|ola,olas|onda,ondas|波
sand|Sand|sable|arena|areia|砂
boat,boats|Boot,Boote|bateau,bateaux|barco,barca|barco,barcos|ボート
ship,ships|Schiff,Schiffe|navire,navires|buque,buques|navio,navios|船
plane,planes|Flugzeug,Flugzeuge|avion,avions|avión,aviones|avião,aviões|飛行機
train,trains|Zug,Züge|train,trains|tren,trenes|trem,trens|電車,列車
bike,bikes|Fahrrad,Fahrräder|vélo,vélos|bicicleta,bicicletas|bicicleta,bicicletas|自転車
running|Laufen,Joggen|course à pied,course|correr,running|corrida|ランニング
yoga|Yoga|yoga|yoga|ioga,yoga|ヨガ
dog,dogs|Hund,Hunde|chien,chiens|perro,perros|cachorro,cão,cães|犬
cat,cats|Katze,Katzen|chat,chats|gato,gatos|gato,gatos|猫
bird,birds|Vogel,Vögel|oiseau,oiseaux|pájaro,pájaros,ave|pássaro,pássaros,ave|鳥
horse,horses|Pferd,Pferde|cheval,chevaux|caballo,caballos|cavalo,cavalos|馬
fish|Fisch,Fische|poisson,poissons|pez,peces,pescado|peixe,peixes|魚
insect,insects|Insekt,Insekten|insecte,insectes|insecto,insectos|inseto,insetos|昆虫
butterfly,butterflies|Schmetterling,Schmetterlinge|papillon,papillons|mariposa,mariposas|borboleta,borboletas|蝶
bee,bees|Biene,Bienen|abeille,abeilles|abeja,abejas|abelha,abelhas|蜂
leaf|Blatt|feuille|hoja|folha|葉っぱ
leaves|Blätter,Laub|feuilles|hojas|folhas|葉
grass|Gras|herbe|hierba,césped|grama|草
rose,roses|Rose,Rosen|rose,roses|rosa,rosas|rosa,rosas|バラ
tulip,tulips|Tulpe,Tulpen|tulipe,tulipes|tulipán,tulipanes|tulipa,tulipas|チューリップ
fruit|Obst,Frucht,Früchte|fruit,fruits|fruta,frutas|fruta,frutas|果物,フルーツ
vegetables,vegetable|Gemüse|légumes,légume|verduras,hortalizas,verdura|legumes,vegetais|野菜
bread|Brot|pain|pan|pão|パン
cake,cakes|Kuchen,Torte|gâteau,gâteaux|pastel,tarta|bolo,bolos|ケーキ
wine|Wein|vin|vino|vinho|ワイン
beer|Bier|bière|cerveza|cerveja|ビール
tea|Tee|thé|té|chá|お茶,紅茶
breakfast|Frühstück|petit-déjeuner,petit déjeuner|desayuno|café da manhã|朝食
dinner|Abendessen|dîner|cena|jantar|夕食,ディナー
restaurant,restaurants|Restaurant|restaurant,restaurants|restaurante,restaurantes|restaurante,restaurantes|レストラン
shop,shops|Laden,Geschäfte|boutique,magasin|tienda,tiendas|loja,lojas|店
market,markets|Markt,Märkte|marché,marchés|mercado,mercados|mercado,feira|市場,マーケット
money|Geld|argent liquide,monnaie|dinero|dinheiro|お金
finance|Finanzen|finance|finanzas|finanças|金融,ファイナンス
chart,charts|Diagramm,Grafik|graphique,graphiques|gráfico,gráficos|gráfico,gráficos|グラフ,チャート
growth|Wachstum|croissance|crecimiento|crescimento|成長
success|Erfolg|succès,réussite|éxito|sucesso|成功
idea,ideas|Idee,Ideen|idée,idées|idea,ideas|ideia,ideias|アイデア
concept|Konzept|concept|concepto|conceito|コンセプト
creative|kreativ|créatif,créative|creativo,creativa|criativo,criativa|クリエイティブ
digital|digital|numérique|digital|digital|デジタル
virtual|virtuell|virtuel,virtuelle|virtual|virtual|バーチャル
future|Zukunft|futur,avenir|futuro|futuro|未来
science|Wissenschaft|science|ciencia|ciência|科学
medical|medizinisch|médical,médicale|médico,médica|médico,médica|医療
doctor,doctors|Arzt,Ärztin,Ärzte|médecin,docteur|médico,doctor|médico,médica|医者,医師
nurse,nurses|Krankenschwester,Pflegekraft|infirmière,infirmier|enfermera,enfermero|enfermeira,enfermeiro|看護師
hospital|Krankenhaus,Klinik|hôpital|hospital|hospital|病院
industry|Industrie|industrie|industria|indústria|産業,工業
factory,factories|Fabrik,Fabriken|usine,usines|fábrica,fábricas|fábrica,fábricas|工場
energy|Energie|énergie|energía|energia|エネルギー
solar|Solar,Solarenergie|solaire|solar|solar|太陽光,ソーラー
wind|Wind|vent|viento|vento|風
power|Strom,Kraft|électricité,puissance|electricidad,potencia|eletricidade,potência|電力
farm,farms|Bauernhof,Hof|ferme,fermes|granja,granjas|fazenda,fazendas|農場
agriculture|Landwirtschaft|agriculture|agricultura|agricultura|農業
countryside|Land,ländlich|campagne|campo,zona rural|interior,zona rural|田舎,田園
village,villages|Dorf,Dörfer|village,villages|pueblo,aldea|vila,aldeia|村
culture|Kultur|culture|cultura|cultura|文化
festival,festivals|Festival,Fest|festival,festivals|festival,festivales|festival,festivais|祭り,フェスティバル
celebration|Feier|célébration|celebración|celebração,comemoração|お祝い
party,parties|Party,Partys|fête,soirée|fiesta,fiestas|festa,festas|パーティー
dance|Tanz,Tanzen|danse|baile,danza|dança|ダンス
concert,concerts|Konzert,Konzerte|concert,concerts|concierto,conciertos|show,shows,concerto|コンサート
sport-football|Fußball|football|fútbol|futebol|サッカー
basketball|Basketball|basket,basket-ball|baloncesto|basquete|バスケットボール
tennis|Tennis|tennis|tenis|tênis|テニス
swimming|Schwimmen|natation|natación|natação|水泳
skiing|Skifahren,Ski|ski|esquí|esqui|スキー
hiking|Wandern|randonnée|senderismo|trilha,caminhada|ハイキング
camping|Camping,Zelten|camping|acampada,camping|acampamento,camping|キャンプ
adventure|Abenteuer|aventure|aventura|aventura|冒険,アドベンチャー
freedom|Freiheit|liberté|libertad|liberdade|自由
relax|Entspannung,entspannen|détente,se détendre|relax,relajación|relaxar,relaxamento|リラックス
calm|ruhig|calme|tranquilo,calma|calmo,calma|穏やか,静か
peace|Frieden|paix|paz|paz|平和
love|Liebe|amour|amor|amor|愛,ラブ
romance|Romantik|romance|romance|romance|ロマンス
emotion,emotions|Gefühl,Emotion,Gefühle|émotion,émotions|emoción,emociones|emoção,emoções|感情
aerial|Luftaufnahme,Luftbild|vue aérienne,aérien|vista aérea,aéreo|vista aérea,aéreo|空撮
drone|Drohne|drone|dron|drone|ドローン
panorama|Panorama|panorama|panorama|panorama|パノラマ
closeup,close-up|Nahaufnahme|gros plan|primer plano|close,primeiro plano|クローズアップ
macro|Makro|macro|macro|macro|マクロ
bokeh|Bokeh|bokeh|bokeh|bokeh|ボケ
blur,blurred|Unschärfe,verschwommen,unscharf|flou,floue|desenfocado,borroso|desfocado,borrado|ぼかし
silhouette,silhouettes|Silhouette,Silhouetten|silhouette,silhouettes|silueta,siluetas|silhueta,silhuetas|シルエット
shadow,shadows|Schatten|ombre,ombres|sombra,sombras|sombra,sombras|影
reflection,reflections|Spiegelung,Reflexion|reflet,reflets|reflejo,reflejos|reflexo,reflexos|反射,映り込み
geometric|geometrisch|géométrique|geométrico,geométrica|geométrico,geométrica|幾何学
gradient,gradients|Farbverlauf,Verlauf,Farbverläufe|dégradé,dégradés|degradado,degradados|degradê,gradiente|グラデーション
fractal,fractals|Fraktal,Fraktale|fractale,fractales|fractal,fractales|fractal,fractais|フラクタル
space|Weltraum,Weltall|espace|espacio|espaço|宇宙
galaxy,galaxies|Galaxie,Galaxien|galaxie,galaxies|galaxia,galaxias|galáxia,galáxias|銀河
horizontal|Querformat,horizontal|horizontal,horizontale,format paysage|horizontal|horizontal|横長,横向き
vertical|Hochformat,vertikal|vertical,verticale|vertical|vertical|縦長,縦向き
square|quadratisch,Quadrat|carré,carrée|cuadrado,cuadrada|quadrado,quadrada|正方形
panoramic|panoramisch,Panoramaformat|panoramique|panorámico,panorámica|panorâmico,panorâmica|パノラマ写真
illustration,illustrations|Illustration,Illustrationen|illustration,illustrations|ilustración,ilustraciones|ilustração,ilustrações|イラスト
nobody|niemand,menschenleer|personne,sans personne|nadie,sin gente|ninguém,sem pessoas|人物なし
flat design|Flat Design,flaches Design|design plat|diseño plano|design plano|フラットデザイン
copy space|Textfreiraum,Freiraum für Text|espace pour texte,espace de copie|espacio para texto|espaço para texto|コピースペース
backdrop,backdrops|Kulisse,Hintergrundbild|toile de fond|telón de fondo|pano de fundo|背景幕
vector|Vektor,Vektorgrafik|vecteur,vectoriel|vector,vectorial|vetor,vetorial|ベクター
portrait format|Porträtformat|format portrait|formato retrato|formato retrato|縦型フォーマット
phone wallpaper|Handyhintergrund,Handy-Hintergrundbild|fond d'écran de téléphone|fondo de pantalla del móvil|papel de parede de celular|スマホ壁紙
banner,banners|Banner|bannière,bannières|banner,pancarta|banner|バナー
wallpaper,wallpapers|Hintergrundbild,Tapete|fond d'écran|fondo de pantalla|papel de parede|壁紙
fresh|frisch|frais,fraîche|fresco,fresca|fresco,fresca|新鮮
diversity|Vielfalt,Diversität|diversité|diversidad|diversidade|多様性
cartoon,cartoons|Cartoon,Zeichentrick|dessin animé,bande dessinée|dibujo animado,caricatura|desenho animado|漫画,カートゥーン
seasonal|saisonal|saisonnier,saisonnière|estacional,de temporada|sazonal|季節
mathematics|Mathematik|mathématiques|matemáticas|matemática|数学
motion graphics|Motion Graphics,Bewegtgrafik|animation graphique,motion design|gráficos en movimiento|motion graphics,gráficos animados|モーショングラフィックス
animation,animations|Animation,Animationen|animation,animations|animación,animaciones|animação,animações|アニメーション
warm|warm|chaud,chaude,chaleureux|cálido,cálida|quente,aconchegante|暖かい
glowing|leuchtend,glühend|lumineux,brillant|resplandeciente,brillante|brilhante,reluzente|輝く
header,headers|Kopfzeile,Header|en-tête,bandeau|encabezado,cabecera|cabeçalho|ヘッダー
smooth|glatt,sanft|lisse,doux|suave,liso|suave,liso|滑らか
social media|soziale Medien,Social Media|réseaux sociaux|redes sociales|redes sociais|ソーシャルメディア,SNS
fall|Herbstzeit|automnal|otoñal|outonal|秋季
dusk|Abenddämmerung,Dämmerung|crépuscule|anochecer,crepúsculo|crepúsculo,anoitecer|黄昏
natural|natürlich|naturel,naturelle|natural|natural|ナチュラル
teal|Petrol,Blaugrün|bleu canard,sarcelle|verde azulado|verde-azulado|ティール,青緑
horizon|Horizont|horizon|horizonte|horizonte|地平線,水平線
twilight|Zwielicht|pénombre,entre chien et loup|ocaso|lusco-fusco|薄明
festive|festlich|festif,festive|festivo,festiva|festivo,festiva|お祭り気分
brown|braun|marron,brun|marrón|marrom|茶色,ブラウン
loop,loops|Schleife,Loop|boucle,boucles|bucle,bucles|loop|ループ
urban|urban,städtisch|urbain,urbaine|urbano,urbana|urbano,urbana|都会
moody|stimmungsvoll|atmosphérique,maussade|melancólico,sombrío|melancólico,sombrio|ムーディー
golden hour|goldene Stunde|heure dorée|hora dorada|hora dourada|ゴールデンアワー
mysterious|geheimnisvoll,mysteriös|mystérieux,mystérieuse|misterioso,misteriosa|misterioso,misteriosa|神秘的
together|zusammen,gemeinsam|ensemble|juntos,juntas|juntos,juntas|一緒
leisure|Freizeit|loisirs|ocio|lazer|レジャー,余暇
mountain range,mountain ranges|Gebirgskette,Bergkette|chaîne de montagnes|cordillera,sierra|cordilheira,serra|山脈
scenic|malerisch|pittoresque|pintoresco|pitoresco,cênico|景色の良い
wilderness|Wildnis|nature sauvage|naturaleza salvaje|natureza selvagem|原野,大自然
professional,professionals|Fachkraft,professionell|professionnel,professionnelle|profesional,profesionales|profissional,profissionais|プロフェッショナル
company,companies|Unternehmen,Firma|entreprise,société|compañía,empresas|companhia,empresas|会社,企業
businesspeople|Geschäftsleute|gens d'affaires|empresarios,gente de negocios|empresários,executivos|ビジネスマン
skyline,skylines|Skyline|ligne d'horizon,skyline|horizonte urbano,skyline|horizonte urbano,skyline|スカイライン
metropolis|Metropole,Großstadt|métropole|metrópoli|metrópole|大都市
town,towns|Kleinstadt|bourg,petite ville|localidad,pueblito|cidadezinha|町
template,templates|Vorlage,Vorlagen|modèle,gabarit|plantilla,plantillas|modelo pronto,template|テンプレート
still life|Stillleben|nature morte|bodegón,naturaleza muerta|natureza-morta|静物
flat lay|Flat Lay|vue à plat,flat lay|flat lay|flat lay|フラットレイ
top view|Draufsicht,von oben|vue de dessus|vista superior,vista cenital|vista de cima,vista superior|真上から
organic|biologisch,Bio|bio,biologique|orgánico,orgánica|orgânico,orgânica|オーガニック
healthy|gesund|sain,saine|saludable,sano|saudável|ヘルシー
ingredients|Zutaten|ingrédients|ingredientes|ingredientes|材料,食材
magenta|magenta|magenta|magenta|magenta|マゼンタ
xmas|X-Mas|Noël fêtes|Navidades|Natalino|Xmas
winter holidays|Winterferien,Feiertage im Winter|vacances d'hiver|vacaciones de invierno|férias de inverno|冬休み
december|Dezember|décembre|diciembre|dezembro|12月,十二月
new year|Neujahr,Silvester|nouvel an|año nuevo|ano novo|新年,正月
geometric pattern|geometrisches Muster|motif géométrique|patrón geométrico|padrão geométrico|幾何学模様
shapes|Formen|formes|formas|formas|図形
graphic design|Grafikdesign|graphisme,design graphique|diseño gráfico|design gráfico|グラフィックデザイン
seaside|Küste am Meer,Meeresküste|bord de mer|costa del mar,orilla del mar|beira-mar|海辺
autumn leaves|Herbstlaub,Herbstblätter|feuilles d'automne|hojas de otoño|folhas de outono|紅葉
maple leaf|Ahornblatt|feuille d'érable|hoja de arce|folha de bordo|カエデの葉
oak leaf|Eichenblatt|feuille de chêne|hoja de roble|folha de carvalho|樫の葉
thanksgiving|Erntedankfest,Thanksgiving|action de grâce|día de acción de gracias|dia de ação de graças|感謝祭
harvest|Ernte|récolte,moisson|cosecha|colheita|収穫
november|November|novembre|noviembre|novembro|11月,十一月
september|September|septembre|septiembre|setembro|9月,九月
october|Oktober|octobre|octubre|outubro|10月,十月
surface|Oberfläche|surface|superficie|superfície|表面
material|Material,Werkstoff|matériau,matière|material|material|素材
detail,details|Detail,Details|détail,détails|detalle,detalles|detalhe,detalhes|ディテール
full frame|formatfüllend|plein cadre|encuadre completo|quadro completo|フルフレーム
icon,icons|Symbol,Icon,Icons|icône,icônes|icono,iconos|ícone,ícones|アイコン
symbols,symbol|Symbole,Zeichen|symboles,symbole|símbolos,símbolo|símbolos,símbolo|シンボル,記号
line icons|Liniensymbole|icônes au trait|iconos de línea|ícones de linha|線画アイコン
outline|Umriss,Kontur|contour|contorno|contorno|輪郭
user interface|Benutzeroberfläche|interface utilisateur|interfaz de usuario|interface do usuário|ユーザーインターフェース
website,websites|Webseite,Website|site web,site internet|sitio web,página web|site,página da web|ウェブサイト
app,apps|App,Apps|application,appli|aplicación,app|aplicativo,app|アプリ
pictogram,pictograms|Piktogramm,Piktogramme|pictogramme,pictogrammes|pictograma,pictogramas|pictograma,pictogramas|ピクトグラム
night sky|Nachthimmel|ciel nocturne,ciel de nuit|cielo nocturno|céu noturno|夜空
starry sky|Sternenhimmel|ciel étoilé|cielo estrellado|céu estrelado|星空
astronomy|Astronomie|astronomie|astronomía|astronomia|天文学
cosmos|Kosmos|cosmos|cosmos|cosmos|コスモス
fractal art|Fraktalkunst|art fractal|arte fractal|arte fractal|フラクタルアート
generative art|generative Kunst|art génératif|arte generativo|arte generativa|ジェネラティブアート
spiral,spirals|Spirale,Spiralen|spirale,spirales|espiral,espirales|espiral,espirais|螺旋,スパイラル
complex|komplex|complexe|complejo,compleja|complexo,complexa|複雑
digital art|digitale Kunst|art numérique|arte digital|arte digital|デジタルアート
defocused|defokussiert|flou d'arrière-plan,défocalisé|fuera de foco|fora de foco|ピンボケ
sparkle,sparkles|Funkeln,Glitzern|étincelle,scintillement|destello,destellos|brilho,cintilante|きらめき
glitter|Glitzer|paillettes|purpurina,brillantina|purpurina,glitter|グリッター,ラメ
shiny|glänzend|brillant,brillante|brillante,reluciente|brilhante,lustroso|光沢
mountain ridges|Bergkämme,Bergrücken|crêtes montagneuses|crestas montañosas|cumes de montanhas|山の稜線
layers,layer|Schichten,Ebenen|couches,calques|capas|camadas|レイヤー
grey,gray|grau|gris,grise|gris|cinza|灰色,グレー
home icon|Home-Symbol|icône maison|icono de inicio|ícone de casa|ホームアイコン
mail icon|Mail-Symbol|icône courrier|icono de correo|ícone de e-mail|メールアイコン
gear icon|Zahnrad-Symbol|icône engrenage|icono de engranaje|ícone de engrenagem|歯車アイコン
bell icon|Glocken-Symbol|icône cloche|icono de campana|ícone de sino|ベルアイコン
user icon|Benutzer-Symbol|icône utilisateur|icono de usuario|ícone de usuário|ユーザーアイコン
cart icon|Warenkorb-Symbol|icône panier|icono de carrito|ícone de carrinho|カートアイコン
star icon|Stern-Symbol|icône étoile|icono de estrella|ícone de estrela|星アイコン
search icon|Such-Symbol,Lupe|icône recherche,loupe|icono de búsqueda,lupa|ícone de busca,lupa|検索アイコン
chart icon|Diagramm-Symbol|icône graphique|icono de gráfico|ícone de gráfico|グラフアイコン
heart icon|Herz-Symbol|icône cœur|icono de corazón|ícone de coração|ハートアイコン
cloud icon|Wolken-Symbol|icône nuage|icono de nube|ícone de nuvem|雲アイコン
chat icon|Chat-Symbol,Sprechblase|icône discussion,bulle|icono de chat|ícone de chat|チャットアイコン
soft|weich,zart|doux,douce|suave,delicado|suave,macio|柔らかい,ソフト
hills,hill|Hügel|collines,colline|colinas,colina|colinas,colina|丘
citrus|Zitrusfrüchte|agrumes|cítricos|cítricos|柑橘
dramatic|dramatisch|dramatique|dramático,dramática|dramático,dramática|ドラマチック
geometry|Geometrie|géométrie|geometría|geometria|幾何
dark background|dunkler Hintergrund|fond sombre|fondo oscuro|fundo escuro|暗い背景
generative|generativ|génératif,générative|generativo|generativo|ジェネラティブ
textured|strukturiert|texturé,texturée|texturizado|texturizado|テクスチャのある
pastel|Pastell,pastellfarben|pastel|pastel|pastel|パステル
beige|beige|beige|beige|bege|ベージュ
grid|Raster,Gitter|grille|cuadrícula|grade|グリッド,格子
coast,coasts|Küste,Küsten|côte,côtes|costa,costas|costa,litoral|海岸
light blue|hellblau|bleu clair|azul claro|azul-claro|水色
navy|marineblau,Marineblau|bleu marine|azul marino|azul-marinho|紺色,ネイビー
blueberries,blueberry|Heidelbeeren,Blaubeeren|myrtilles|arándanos|mirtilos|ブルーベリー
berries|Beeren|baies|bayas,frutos del bosque|frutas vermelhas,bagas|ベリー
antioxidant|Antioxidans|antioxydant|antioxidante|antioxidante|抗酸化
emerald|smaragdgrün,Smaragd|émeraude|esmeralda|esmeralda|エメラルド
peach|Pfirsich|pêche|melocotón,durazno|pêssego|桃,ピーチ
sunrise,sunrises|Sonnenaufgang,Sonnenaufgänge|lever de soleil|salida del sol|nascer do sol|日の出
retro|Retro|rétro|retro|retrô|レトロ
peaceful|friedlich|paisible|apacible,pacífico|tranquilo,pacífico|平穏
vibrant|lebendig,kräftig|vif,éclatant|vibrante|vibrante|鮮やか
magic|Magie,magisch|magie,magique|magia,mágico|magia,mágico|魔法
haze|Dunstschleier|voile de brume|calima|neblina seca|霞
atmospheric perspective|Luftperspektive|perspective atmosphérique|perspectiva atmosférica|perspectiva atmosférica|空気遠近法
sunny|sonnig|ensoleillé,ensoleillée|soleado|ensolarado|晴れ
multicoloured|mehrfarbig|multicolore|multicolor|multicolorido|多色
crimson|purpurrot,karminrot|cramoisi|carmesí|carmesim|深紅
turquoise|türkis|turquoise|turquesa|turquesa|ターコイズ
tomatoes,tomato|Tomaten,Tomate|tomates,tomate|tomates,tomate|tomates,tomate|トマト
salad|Salat|salade|ensalada|salada|サラダ
violet|Violett|violacé|violeta|violeta|バイオレット,すみれ色
cream|cremefarben,Creme|crème|crema|creme|クリーム色
pine trees|Kiefern,Nadelbäume|pins|pinos|pinheiros|松
romantic|romantisch|romantique|romántico,romántica|romântico,romântica|ロマンチック
elegant|elegant|élégant,élégante|elegante|elegante|エレガント
marble|Marmor|marbre|mármol|mármore|大理石
mint|Minze,mintgrün|menthe|menta|menta|ミント
overlay|Overlay,Überlagerung|superposition|superposición|sobreposição|オーバーレイ
christmas tree|Weihnachtsbaum,Tannenbaum|sapin de Noël|árbol de Navidad|árvore de Natal|クリスマスツリー
gifts|Geschenke|cadeaux|regalos|presentes|ギフト
presents|Präsente|étrennes|obsequios|lembrancinhas|プレゼント
decorations|Dekoration,Dekorationen|décorations|decoraciones|decorações|飾り,装飾
slate|Schiefer|ardoise|pizarra|ardósia|スレート
overcast|bewölkt,bedeckt|couvert,nuageux|nublado|nublado|曇り
falling leaves|fallende Blätter|feuilles qui tombent|hojas que caen|folhas caindo|落ち葉
rustic|rustikal|rustique|rústico,rústica|rústico,rústica|素朴
doodle,doodles|Kritzelei|griffonnage|garabato|rabisco|落書き
web|Web|web|web|web|ウェブ
chaos|Chaos|chaos|caos|caos|カオス
dreamy|verträumt|onirique,rêveur|soñador,onírico|sonhador,onírico|夢のような
waterfront|Uferpromenade|front de mer|paseo marítimo|orla|ウォーターフロント
real estate|Immobilien|immobilier|bienes raíces,inmobiliaria|imóveis,imobiliário|不動産
oranges|Orangen,Apfelsinen|oranges fruits|naranjas|laranjas|オレンジ果実
vitamin c|Vitamin C|vitamine C|vitamina C|vitamina C|ビタミンC
frame,frames|Rahmen|cadre,cadres|marco,marcos|moldura,molduras|フレーム,枠
border,borders|Rand,Bordüre|bordure|borde|borda|ボーダー
icon set|Symbolsatz,Icon-Set|jeu d'icônes|conjunto de iconos|conjunto de ícones|アイコンセット
ui kit|UI-Kit|kit d'interface|kit de interfaz|kit de interface|UIキット
app icons|App-Symbole|icônes d'application|iconos de aplicación|ícones de aplicativo|アプリアイコン
milky way|Milchstraße|voie lactée|vía láctea|via láctea|天の川
daytime|Tageslicht,tagsüber|journée|de día|durante o dia|昼間
dark blue|dunkelblau|bleu foncé|azul oscuro|azul-escuro|濃い青
indigo|indigo|indigo|índigo|índigo|藍色,インディゴ
vacation|Urlaub|vacances|vacaciones|férias|休暇
limes|Limetten|citrons verts|limas|limões|ライム果実
coastline|Küstenlinie|littoral|litoral|linha costeira|海岸線
cliffs,cliff|Klippen,Klippe|falaises,falaise|acantilados,acantilado|falésias,penhasco|崖
fractal zoom|Fraktalzoom|zoom fractal|zoom fractal|zoom fractal|フラクタルズーム
zoom|Zoom|zoom|zoom|zoom|ズーム
hypnotic|hypnotisch|hypnotique|hipnótico|hipnótico|催眠的
color change|Farbwechsel|changement de couleur|cambio de color|mudança de cor|色の変化
trippy|psychedelisch|psychédélique|psicodélico|psicodélico|サイケデリック
cellular automaton|zellulärer Automat|automate cellulaire|autómata celular|autômato celular|セル・オートマトン
algorithm|Algorithmus|algorithme|algoritmo|algoritmo|アルゴリズム
pixels,pixel|Pixel|pixels,pixel|píxeles,píxel|pixels,pixel|ピクセル
simulation|Simulation|simulation|simulación|simulação|シミュレーション
emergence|Emergenz|émergence|emergencia|emergência|創発
animated gradient|animierter Farbverlauf|dégradé animé|degradado animado|degradê animado|アニメーショングラデーション
motion background|Bewegungshintergrund|fond animé|fondo en movimiento|fundo animado|モーション背景
particles|Partikel,Teilchen|particules|partículas|partículas|パーティクル,粒子
floating|schwebend|flottant|flotante|flutuante|浮遊
walk|Spaziergang|promenade|paseo|passeio|散歩
office towers|Bürotürme|tours de bureaux|torres de oficinas|torres de escritórios|オフィスタワー
financial district|Finanzviertel|quartier financier|distrito financiero|distrito financeiro|金融街
business district|Geschäftsviertel|quartier d'affaires|distrito de negocios|centro empresarial|ビジネス街
high rise|Hochhaus|tour,immeuble de grande hauteur|edificio alto|arranha-céu alto|高層ビル
fluid gradient|fließender Farbverlauf|dégradé fluide|degradado fluido|degradê fluido|流体グラデーション
burgundy|burgunderrot,bordeaux|bordeaux|burdeos,granate|bordô|バーガンディ
aurora borealis|Polarlicht|aurore boréale|aurora boreal|aurora boreal|オーロラ
northern lights|Nordlichter|lumières du nord|luces del norte|luzes do norte|北極光
coworkers|Arbeitskollegen|collègues de travail|compañeros de trabajo|colegas de trabalho|同僚たち
clean|sauber|propre|limpio,limpia|limpo,limpa|清潔
fresh fruit|frisches Obst|fruits frais|fruta fresca|fruta fresca|新鮮な果物
refreshing|erfrischend|rafraîchissant|refrescante|refrescante|爽やか
snowfall|Schneefall|chute de neige|nevada|nevasca|降雪
snowflakes,snowflake|Schneeflocken,Schneeflocke|flocons de neige|copos de nieve|flocos de neve|雪の結晶
winter night|Winternacht|nuit d'hiver|noche de invierno|noite de inverno|冬の夜
christmas eve|Heiligabend|réveillon de Noël|Nochebuena|véspera de Natal|クリスマスイブ
grapefruits,grapefruit|Grapefruits,Pampelmusen|pamplemousses|pomelos|toranjas|グレープフルーツ
rainbow|Regenbogen|arc-en-ciel|arcoíris|arco-íris|虹
bold|kräftig,kühn|audacieux|audaz|ousado|大胆
luxury|Luxus|luxe|lujo|luxo|高級
shore|Ufer|rivage|orilla|margem|岸
surf|Brandung|ressac|oleaje|arrebentação|波打ち際
foam|Schaum,Gischt|écume|espuma|espuma|泡立つ波
parent,parents|Eltern,Elternteil|parents,parent|padres|pais|親
coworking|Coworking|coworking|coworking|coworking|コワーキング
city lights|Lichter der Stadt|lumières de la ville|luces de la ciudad|luzes da cidade|街の灯
nightlife|Nachtleben|vie nocturne|vida nocturna|vida noturna|ナイトライフ
intense|intensiv|intense|intenso|intenso|強烈
healthy eating|gesunde Ernährung|alimentation saine|alimentación saludable|alimentação saudável|健康的な食事
snack,snacks|Snack,Imbiss|en-cas,collation|tentempié,merienda|lanche,petisco|スナック,軽食
diet|Diät,Ernährung|régime|dieta|dieta|ダイエット
vegan|vegan|végane,végétalien|vegano|vegano|ヴィーガン
dark green|dunkelgrün|vert foncé|verde oscuro|verde-escuro|深緑
festive lights|Festbeleuchtung|illuminations|luces festivas|luzes festivas|イルミネーション
hexagons,hexagon|Sechsecke,Sechseck|hexagones|hexágonos|hexágonos|六角形
honeycomb|Wabe,Bienenwabe|nid d'abeille|panal|favo de mel|ハニカム
hexagonal|sechseckig|hexagonal|hexagonal|hexagonal|六角
tiles|Fliesen,Kacheln|carreaux|azulejos,baldosas|azulejos,ladrilhos|タイル
seascape|Meereslandschaft|marine,paysage marin|paisaje marino|paisagem marinha|海景
black and white|schwarzweiß|noir et blanc|blanco y negro|preto e branco|白黒,モノクロ写真
sustainable office|nachhaltiges Büro|bureau durable|oficina sostenible|escritório sustentável|サステナブルオフィス
mesh gradient|Netzverlauf|dégradé maillé|degradado de malla|degradê de malha|メッシュグラデーション
airy|luftig|aérien,léger|etéreo,ligero|arejado,leve|軽やか
lemons,lemon|Zitronen,Zitrone|citrons,citron|limones,limón|limões-sicilianos|レモン
sour|sauer|acide|ácido,agrio|azedo|酸っぱい
isometric|isometrisch|isométrique|isométrico|isométrico|アイソメトリック
cubes,cube|Würfel|cubes,cube|cubos,cubo|cubos,cubo|立方体,キューブ
3d|3D|3D|3D|3D|3D,立体
blocks|Blöcke,Bausteine|blocs|bloques|blocos|ブロック
optical illusion|optische Täuschung|illusion d'optique|ilusión óptica|ilusão de ótica|錯視
clear|klar|clair,dégagé|despejado,claro|limpo,claro|澄んだ
corporate office|Firmenbüro|bureau d'entreprise|oficina corporativa|escritório corporativo|本社オフィス
cityscape|Stadtbild,Stadtansicht|paysage urbain|paisaje urbano|paisagem urbana|都市景観
downtown|Innenstadt,Stadtzentrum|centre-ville|centro de la ciudad|centro da cidade|ダウンタウン
skyscrapers,skyscraper|Wolkenkratzer|gratte-ciel|rascacielos|arranha-céus|超高層ビル
brunch|Brunch|brunch|brunch|brunch|ブランチ
christmas card|Weihnachtskarte|carte de Noël|tarjeta de Navidad|cartão de Natal|クリスマスカード
ornaments|Christbaumschmuck|ornements|adornos|enfeites|オーナメント
baubles|Christbaumkugeln,Weihnachtskugeln|boules de Noël|bolas de Navidad|bolas de Natal|クリスマスボール
greeting card|Grußkarte|carte de vœux|tarjeta de felicitación|cartão comemorativo|グリーティングカード
coral|Koralle,korallenrot|corail|coral|coral|コーラル,珊瑚
generations|Generationen|générations|generaciones|gerações|世代
star field|Sternenfeld|champ d'étoiles|campo de estrellas|campo de estrelas|星野
cyan|cyan|cyan|cian|ciano|シアン
mentoring|Mentoring|mentorat|mentoría|mentoria|メンタリング
mentor|Mentor,Mentorin|mentor|mentor|mentor|メンター
intern,interns|Praktikant,Praktikantin|stagiaire|becario,pasante|estagiário,estagiária|インターン
training|Schulung,Training|formation|formación,capacitación|treinamento|研修,トレーニング
coaching|Coaching|coaching|coaching|coaching|コーチング
illuminated|beleuchtet|illuminé|iluminado|iluminado|ライトアップ
linen|Leinen|lin|lino|linho|リネン
tablecloth|Tischdecke|nappe|mantel|toalha de mesa|テーブルクロス
wild|wild|sauvage|salvaje|selvagem|野生
monochrome|monochrom|monochrome|monocromo|monocromático|モノクロ
valentine|Valentinstag|Saint-Valentin|San Valentín|Dia dos Namorados|バレンタイン
office workers|Büroangestellte|employés de bureau|oficinistas|funcionários de escritório|会社員
employees,employee|Mitarbeiter,Mitarbeitende|employés,salariés|empleados,empleado|funcionários,colaboradores|従業員
workplace|Arbeitsplatz|lieu de travail|lugar de trabajo|local de trabalho|職場
corporate|Unternehmens-,geschäftlich|corporatif|corporativo|corporativo|コーポレート
harbour,harbor|Hafen|port|puerto|porto|港
bay|Bucht|baie|bahía|baía|湾
blue hour|blaue Stunde|heure bleue|hora azul|hora azul|ブルーアワー
cool|kühl|frais,fraîcheur|fresco,frío|fresco,frio|涼しい
hopeful|hoffnungsvoll|plein d'espoir|esperanzador|esperançoso|希望
hazy|dunstig|brumeux|brumoso|nebuloso|かすんだ
brushed metal|gebürstetes Metall|métal brossé|metal cepillado|metal escovado|ヘアライン金属
park,parks|Park,Parks|parc,parcs|parque,parques|parque,parques|公園
teamwork|Teamarbeit,Zusammenarbeit|travail d'équipe|trabajo en equipo|trabalho em equipe|チームワーク
colleagues|Kollegen,Kolleginnen|collègues|colegas|colegas|同僚
discussion|Diskussion,Gespräch|discussion|discusión|discussão|議論
golden|golden|doré,dorée|dorado,dorada|dourado,dourada|金色
wooden table|Holztisch|table en bois|mesa de madera|mesa de madeira|木のテーブル
amber|bernsteinfarben,Bernstein|ambre|ámbar|âmbar|琥珀色
nostalgic|nostalgisch|nostalgique|nostálgico|nostálgico|ノスタルジック
cosy,cozy|gemütlich|douillet,cosy|acogedor|aconchegante|居心地の良い
concentric circles|konzentrische Kreise|cercles concentriques|círculos concéntricos|círculos concêntricos|同心円
circles,circle|Kreise,Kreis|cercles,cercle|círculos,círculo|círculos,círculo|円
rings|Ringe|anneaux|anillos|anéis|リング
round|rund|rond,ronde|redondo|redondo|丸い
dark mode|Dunkelmodus|mode sombre|modo oscuro|modo escuro|ダークモード
blue sky|blauer Himmel|ciel bleu|cielo azul|céu azul|青空
clear sky|klarer Himmel,wolkenlos|ciel dégagé|cielo despejado|céu limpo|晴天
radial gradient|radialer Farbverlauf|dégradé radial|degradado radial|degradê radial|放射グラデーション
kitchen counter|Küchentheke,Arbeitsplatte|plan de travail|encimera|bancada da cozinha|キッチンカウンター
communication|Kommunikation|communication|comunicación|comunicação|コミュニケーション
quiet|still,leise|silencieux,tranquille|silencioso|silencioso,sossegado|静寂
aurora gradient|Polarlicht-Verlauf|dégradé aurore|degradado aurora|degradê aurora|オーロラグラデーション
seamless look|nahtlose Optik|aspect sans raccord|aspecto continuo|aparência contínua|シームレス
wrapping paper|Geschenkpapier|papier cadeau|papel de regalo|papel de presente|包装紙
veins|Adern,Maserung|veines|vetas|veios|筋模様
copper|Kupfer|cuivre|cobre|cobre|銅
modern office|modernes Büro|bureau moderne|oficina moderna|escritório moderno|モダンオフィス
apples,apple|Äpfel,Apfel|pommes,pomme|manzanas,manzana|maçãs,maçã|りんご,リンゴ
orchard|Obstgarten|verger|huerto|pomar|果樹園
lavender|Lavendel|lavande|lavanda|lavanda|ラベンダー
design element|Gestaltungselement|élément de design|elemento de diseño|elemento de design|デザイン要素
underwater|Unterwasser|sous-marin,sous l'eau|bajo el agua,submarino|subaquático|水中
bubbles|Blasen,Luftblasen|bulles|burbujas|bolhas|泡
neon|Neon|néon|neón|neon|ネオン
mother|Mutter|mère|madre|mãe|母,母親
daughter|Tochter|fille|hija|filha|娘
sage|Salbeigrün|vert sauge|verde salvia|verde-sálvia|セージ
forest green|Waldgrün|vert forêt|verde bosque|verde-floresta|フォレストグリーン
lush|üppig|luxuriant|exuberante|exuberante|青々とした
lilac|Flieder,fliederfarben|lilas|lila|lilás|ライラック
fibres,fibers|Fasern|fibres|fibras|fibras|繊維
father|Vater|père|padre|pai|父,父親
son|Sohn|fils|hijo|filho|息子
universe|Universum|univers|universo|universo|宇宙空間
antenna|Antenne|antenne|antena|antena|アンテナ
friendship|Freundschaft|amitié|amistad|amizade|友情
young adults|junge Erwachsene|jeunes adultes|adultos jóvenes|jovens adultos|若者
terracotta|Terrakotta|terre cuite|terracota|terracota|テラコッタ
ripples|Kräuselungen,Wellenringe|ondulations|ondas en el agua|ondulações|波紋
senior couple|Seniorenpaar|couple de seniors|pareja de mayores|casal de idosos|シニア夫婦
retirement|Ruhestand,Rente|retraite|jubilación|aposentadoria|退職,老後
elderly|betagt,hochbetagt|personnes âgées|ancianos|terceira idade|お年寄り
presentation|Präsentation|présentation|presentación|apresentação|プレゼンテーション
presenter|Vortragender,Referent|présentateur|presentador|apresentador|発表者
growth chart|Wachstumsdiagramm|graphique de croissance|gráfico de crecimiento|gráfico de crescimento|成長グラフ
report|Bericht|rapport|informe|relatório|レポート
feminine|feminin|féminin|femenino|feminino|フェミニン
triangles|Dreiecke|triangles|triángulos|triângulos|三角形
low poly|Low Poly|low poly|low poly|low poly|ローポリ
polygon,polygons|Polygon,Vieleck|polygone|polígono|polígono|ポリゴン
mosaic|Mosaik|mosaïque|mosaico|mosaico|モザイク
faceted|facettiert|à facettes|facetado|facetado|多面的
terrazzo|Terrazzo|terrazzo|terrazo|granilite|テラゾー
chips|Splitter|éclats|lascas|lascas|チップ
speckled|gesprenkelt|moucheté|moteado|salpicado|斑点
flooring|Bodenbelag|revêtement de sol|suelo,pavimento|piso|床材
big family|Großfamilie|famille nombreuse|familia numerosa|família grande|大家族
reunion|Wiedersehen,Familientreffen|retrouvailles|reencuentro,reunión familiar|reencontro|再会
serene|heiter,gelassen|serein,sereine|sereno|sereno|静穏
job interview|Vorstellungsgespräch|entretien d'embauche|entrevista de trabajo|entrevista de emprego|面接
recruitment|Personalgewinnung,Rekrutierung|recrutement|reclutamiento|recrutamento|採用活動
career|Karriere|carrière|carrera profesional|carreira|キャリア
hiring|Einstellung|embauche|contratación|contratação|雇用
human resources|Personalwesen|ressources humaines|recursos humanos|recursos humanos|人事
paradise|Paradies|paradis|paraíso|paraíso|楽園
sunlight|Sonnenlicht|lumière du soleil|luz del sol|luz do sol|日光
lens flare|Linsenreflexion|reflet d'objectif|destello de lente|reflexo de lente|レンズフレア
children|Kinder|enfants|niños|crianças|子供たち
startup|Start-up|start-up|empresa emergente,startup|startup|スタートアップ
brainstorming|Brainstorming|remue-méninges,brainstorming|lluvia de ideas|brainstorming|ブレインストーミング
innovation|Innovation|innovation|innovación|inovação|イノベーション
deep|tief|profond,profonde|profundo,profunda|profundo,profunda|深い
cooking|Kochen|cuisiner,préparation culinaire|cocinar|culinária,cozinhar|料理中
gentle|sanftmütig|délicat|delicado|delicado|優しい
open|offen|ouvert,ouverte|abierto,abierta|aberto,aberta|開放的
grandparents|Großeltern|grands-parents|abuelos|avós|祖父母
grandchildren|Enkel,Enkelkinder|petits-enfants|nietos|netos|孫
metallic|metallisch|métallique|metálico|metálico|メタリック
stripes|Streifen|rayures|rayas|listras|ストライプ
diagonal|diagonal|diagonale|diagonal|diagonal|斜め
lines|Linien|lignes|líneas|linhas|線
striped|gestreift|rayé,rayée|rayado|listrado|縞模様
bands|Bänder|bandes|bandas|faixas|帯
iridescent|schillernd|irisé,irisée|iridiscente|iridescente|虹色
cardboard|Pappe,Karton|carton|cartón|papelão|段ボール
recycled|recycelt|recyclé|reciclado|reciclado|リサイクル
tan|hellbraun|fauve|canela|castanho-claro|黄褐色
vivid|lebhaft|vif,vive|vívido|vívido|ビビッド
maze|Labyrinth|labyrinthe|laberinto|labirinto|迷路
liquid gradient|flüssiger Farbverlauf|dégradé liquide|degradado líquido|degradê líquido|リキッドグラデーション
swirling|wirbelnd|tourbillonnant|arremolinado|rodopiante|渦巻く
spiral arms|Spiralarme|bras spiraux|brazos espirales|braços espirais|渦状腕
spectrum|Spektrum|spectre|espectro|espectro|スペクトル
glowing gradient|leuchtender Farbverlauf|dégradé lumineux|degradado luminoso|degradê luminoso|光るグラデーション
rippling|wogend|ondoyant|ondulante|ondulante|さざ波
flowing gradient|fließender Verlauf|dégradé fluide animé|degradado fluyente|degradê fluindo|流れるグラデーション
flowing|fließend|fluide|fluido|fluindo|流れる
lime|Limette,limettengrün|citron vert|lima|lima|ライム
embers|Glut|braises|brasas|brasas|残り火
parchment|Pergament|parchemin|pergamino|pergaminho|羊皮紙
steel|Stahl|acier|acero|aço|鋼
stainless|rostfrei,Edelstahl|inoxydable,inox|inoxidable|inoxidável|ステンレス
industrial|industriell|industriel,industrielle|industrial|industrial|インダストリアル
graphic|Grafik,grafisch|graphique visuel|gráfica|gráfico visual|グラフィック
dune,dunes|Düne,Dünen|dune,dunes|duna,dunas|duna,dunas|砂丘
energetic|energiegeladen|énergique|enérgico|energético|エネルギッシュ
hot|heiß|brûlant|caliente|escaldante|熱い
snow-capped peaks|schneebedeckte Gipfel|sommets enneigés|picos nevados|picos nevados|雪を頂いた山々
alpine|alpin|alpin,alpine|alpino|alpino|アルプス
crisp|klar und frisch|net,nette|nítido|nítido|くっきり
majestic|majestätisch|majestueux|majestuoso|majestoso|雄大
cold|kalt|froid,froide|frío,fría|frio,fria|寒い
tech|Tech|tech|tecnológico|tech|テック
concrete|Beton|béton|hormigón|concreto|コンクリート
cement|Zement|ciment|cemento|cimento|セメント
tranquil|friedvoll|tranquille|sosegado|tranquilo sereno|穏やかな
gold foil|Goldfolie|feuille d'or|lámina de oro|folha de ouro|金箔
three generations|drei Generationen|trois générations|tres generaciones|três gerações|三世代
multigenerational|generationenübergreifend|multigénérationnel|multigeneracional|multigeracional|多世代
contrast|Kontrast|contraste|contraste|contraste|コントラスト
stylish|stilvoll|stylé,élégance|con estilo|estiloso|スタイリッシュ
olive|olivgrün,Olive|olive|oliva|oliva|オリーブ
kraft paper|Kraftpapier,Packpapier|papier kraft|papel kraft|papel kraft|クラフト紙
packaging|Verpackung|emballage|embalaje|embalagem|パッケージ
overcast day|trüber Tag|journée couverte|día nublado|dia nublado|曇りの日
neutral|neutral|neutre|neutro|neutro|ニュートラル
bronze|Bronze|bronze|bronce|bronze|ブロンズ
earthy|erdig|terreux|terroso|terroso|アーシー
rose quartz|Rosenquarz|quartz rose|cuarzo rosa|quartzo rosa|ローズクォーツ
cheerful|heiter,fröhlich gestimmt|joyeux,gai|alegre|alegre|陽気
lapis|Lapislazuli|lapis-lazuli|lapislázuli|lápis-lazúli|ラピスラズリ
gold veins|Goldadern|veines dorées|vetas doradas|veios dourados|金の筋
aqua|Aquamarin,wasserblau|aqua|aguamarina|água-marinha|アクア
stardust|Sternenstaub|poussière d'étoiles|polvo de estrellas|poeira estelar|星屑
glow|Schein,Leuchten|lueur|resplandor|brilho suave|輝き
dendrite|Dendrit|dendrite|dendrita|dendrito|樹状
fireflies|Glühwürmchen|lucioles|luciérnagas|vaga-lumes|蛍
dust|Staub|poussière|polvo|poeira|塵
heat|Hitze,Wärme|chaleur|calor|calor|熱
campfire|Lagerfeuer|feu de camp|fogata|fogueira|キャンプファイヤー
sparks|Funken|étincelles|chispas|faíscas|火花
visual|visuell|visuel|visual|visual|ビジュアル
artwork|Kunstwerk|œuvre d'art|obra de arte|obra de arte|アートワーク
decorative|dekorativ|décoratif|decorativo|decorativo|装飾的
color,colour,colors,colours|Farbe,Farben|couleur,couleurs|color,colores|cor,cores|色
stock image|Stockbild,Stockfoto|image de stock|imagen de stock|imagem de banco|ストック画像
psychedelic|psychedelisch bunt|psychédélique coloré|psicodélica|psicodélica|サイケ
infinite|unendlich|infini,infinie|infinito|infinito|無限
lights|Lichter|lumières|luces navideñas|luzes|ライト
$vocabulary$, '\n') AS line
  WHERE line LIKE '%|%'
) v
CROSS JOIN LATERAL (SELECT btrim(split_part(v.english, ',', 1)) AS keyword) k
CROSS JOIN LATERAL (VALUES ('en', 1), ('de', 2), ('fr', 3), ('es', 4), ('pt-BR', 5), ('ja', 6)) AS l(lang, n)
CROSS JOIN LATERAL (SELECT k.keyword, l.lang, v.fields[l.n] AS forms) c
CROSS JOIN LATERAL unnest(string_to_array(c.forms, ',')) WITH ORDINALITY AS t(term, i)
WHERE btrim(t.term) <> ''
ON CONFLICT DO NOTHING;
