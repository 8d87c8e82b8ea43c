<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>kibitz::annotate</name>
    <message>
        <source>A certain win for White.</source>
        <translation>Un gain certain pour les Blancs.</translation>
    </message>
    <message>
        <source>An easy win for White.</source>
        <translation>Un gain facile pour les Blancs.</translation>
    </message>
    <message>
        <source>White should win easily.</source>
        <translation>Les Blancs devraient gagner facilement.</translation>
    </message>
    <message>
        <source>White has a clear advantage and a won game.</source>
        <translation>Les Blancs ont un net avantage et la partie est gagnée.</translation>
    </message>
    <message>
        <source>White has a clear advantage and is probably winning.</source>
        <translation>Les Blancs ont un net avantage et gagnent probablement.</translation>
    </message>
    <message>
        <source>White has a mildly difficult win.</source>
        <translation>Un gain quelque peu difficile pour les Blancs.</translation>
    </message>
    <message>
        <source>White has a slight advantage, perhaps a win with best play.</source>
        <translation>Les Blancs ont un léger avantage, peut-être un gain avec le meilleur jeu.</translation>
    </message>
    <message>
        <source>Black has excellent drawing chances. White needs accuracy to make sure of the win.</source>
        <translation>Les Noirs ont d’excellentes chances de nulle. Les Blancs doivent jouer avec précision pour s’assurer le gain.</translation>
    </message>
    <message>
        <source>Even chances in practice, though White may have a win with best play.</source>
        <translation>Chances égales en pratique, même si les Blancs ont peut-être un gain avec le meilleur jeu.</translation>
    </message>
    <message>
        <source>A very difficult win for White: it takes extreme accuracy.</source>
        <translation>Un gain très difficile pour les Blancs&#xa0;: il exige une précision extrême.</translation>
    </message>
    <message>
        <source>White may be winning, but it would take extreme accuracy.</source>
        <translation>Les Blancs gagnent peut-être, mais cela exigerait une précision extrême.</translation>
    </message>
    <message>
        <source>White has a theoretical win but is likely to lose.</source>
        <translation>Les Blancs ont un gain théorique, mais risquent fort de perdre.</translation>
    </message>
    <message>
        <source>White may have a win with best play, but is likely to lose.</source>
        <translation>Les Blancs ont peut-être un gain avec le meilleur jeu, mais risquent fort de perdre.</translation>
    </message>
    <message>
        <source>White has a theoretical win but is almost bound to lose.</source>
        <translation>Les Blancs ont un gain théorique, mais sont presque condamnés à perdre.</translation>
    </message>
    <message>
        <source>White may have a win with best play, but is almost bound to lose.</source>
        <translation>Les Blancs ont peut-être un gain avec le meilleur jeu, mais sont presque condamnés à perdre.</translation>
    </message>
    <message>
        <source>A certain win for Black.</source>
        <translation>Un gain certain pour les Noirs.</translation>
    </message>
    <message>
        <source>An easy win for Black.</source>
        <translation>Un gain facile pour les Noirs.</translation>
    </message>
    <message>
        <source>Black should win easily.</source>
        <translation>Les Noirs devraient gagner facilement.</translation>
    </message>
    <message>
        <source>Black has a clear advantage and a won game.</source>
        <translation>Les Noirs ont un net avantage et la partie est gagnée.</translation>
    </message>
    <message>
        <source>Black has a clear advantage and is probably winning.</source>
        <translation>Les Noirs ont un net avantage et gagnent probablement.</translation>
    </message>
    <message>
        <source>Black has a mildly difficult win.</source>
        <translation>Un gain quelque peu difficile pour les Noirs.</translation>
    </message>
    <message>
        <source>Black has a slight advantage, perhaps a win with best play.</source>
        <translation>Les Noirs ont un léger avantage, peut-être un gain avec le meilleur jeu.</translation>
    </message>
    <message>
        <source>White has excellent drawing chances. Black needs accuracy to make sure of the win.</source>
        <translation>Les Blancs ont d’excellentes chances de nulle. Les Noirs doivent jouer avec précision pour s’assurer le gain.</translation>
    </message>
    <message>
        <source>Even chances in practice, though Black may have a win with best play.</source>
        <translation>Chances égales en pratique, même si les Noirs ont peut-être un gain avec le meilleur jeu.</translation>
    </message>
    <message>
        <source>A very difficult win for Black: it takes extreme accuracy.</source>
        <translation>Un gain très difficile pour les Noirs&#xa0;: il exige une précision extrême.</translation>
    </message>
    <message>
        <source>Black may be winning, but it would take extreme accuracy.</source>
        <translation>Les Noirs gagnent peut-être, mais cela exigerait une précision extrême.</translation>
    </message>
    <message>
        <source>Black has a theoretical win but is likely to lose.</source>
        <translation>Les Noirs ont un gain théorique, mais risquent fort de perdre.</translation>
    </message>
    <message>
        <source>Black may have a win with best play, but is likely to lose.</source>
        <translation>Les Noirs ont peut-être un gain avec le meilleur jeu, mais risquent fort de perdre.</translation>
    </message>
    <message>
        <source>Black has a theoretical win but is almost bound to lose.</source>
        <translation>Les Noirs ont un gain théorique, mais sont presque condamnés à perdre.</translation>
    </message>
    <message>
        <source>Black may have a win with best play, but is almost bound to lose.</source>
        <translation>Les Noirs ont peut-être un gain avec le meilleur jeu, mais sont presque condamnés à perdre.</translation>
    </message>
    <message>
        <source>White has excellent winning chances. Black needs great accuracy to make sure of the draw.</source>
        <translation>Les Blancs ont d’excellentes chances de gain. Les Noirs doivent jouer avec une grande précision pour s’assurer la nulle.</translation>
    </message>
    <message>
        <source>White has excellent winning chances, though with great accuracy Black should hold the draw.</source>
        <translation>Les Blancs ont d’excellentes chances de gain, mais en jouant avec une grande précision, les Noirs devraient tenir la nulle.</translation>
    </message>
    <message>
        <source>White has good winning chances. Black needs accuracy to make sure of the draw.</source>
        <translation>Les Blancs ont de bonnes chances de gain. Les Noirs doivent jouer avec précision pour s’assurer la nulle.</translation>
    </message>
    <message>
        <source>White has good winning chances, though with accuracy Black should hold the draw.</source>
        <translation>Les Blancs ont de bonnes chances de gain, mais en jouant avec précision, les Noirs devraient tenir la nulle.</translation>
    </message>
    <message>
        <source>White has a slight advantage. Black needs care to make sure of the draw.</source>
        <translation>Les Blancs ont un léger avantage. Les Noirs doivent jouer avec soin pour s’assurer la nulle.</translation>
    </message>
    <message>
        <source>White has a slight advantage; with care Black should hold the draw.</source>
        <translation>Les Blancs ont un léger avantage&#xa0;; en jouant avec soin, les Noirs devraient tenir la nulle.</translation>
    </message>
    <message>
        <source>Black has a slight advantage. White needs care to make sure of the draw.</source>
        <translation>Les Noirs ont un léger avantage. Les Blancs doivent jouer avec soin pour s’assurer la nulle.</translation>
    </message>
    <message>
        <source>Black has a slight advantage; with care White should hold the draw.</source>
        <translation>Les Noirs ont un léger avantage&#xa0;; en jouant avec soin, les Blancs devraient tenir la nulle.</translation>
    </message>
    <message>
        <source>Black has good winning chances. White needs accuracy to make sure of the draw.</source>
        <translation>Les Noirs ont de bonnes chances de gain. Les Blancs doivent jouer avec précision pour s’assurer la nulle.</translation>
    </message>
    <message>
        <source>Black has good winning chances, though with accuracy White should hold the draw.</source>
        <translation>Les Noirs ont de bonnes chances de gain, mais en jouant avec précision, les Blancs devraient tenir la nulle.</translation>
    </message>
    <message>
        <source>Black has excellent winning chances. White needs great accuracy to make sure of the draw.</source>
        <translation>Les Noirs ont d’excellentes chances de gain. Les Blancs doivent jouer avec une grande précision pour s’assurer la nulle.</translation>
    </message>
    <message>
        <source>Black has excellent winning chances, though with great accuracy White should hold the draw.</source>
        <translation>Les Noirs ont d’excellentes chances de gain, mais en jouant avec une grande précision, les Blancs devraient tenir la nulle.</translation>
    </message>
    <message>
        <source>A dead draw.</source>
        <translation>Une nulle morte.</translation>
    </message>
    <message>
        <source>A balanced, lifeless position.</source>
        <translation>Une position équilibrée et sans vie.</translation>
    </message>
    <message>
        <source>A balanced position, full of tension.</source>
        <translation>Une position équilibrée, pleine de tension.</translation>
    </message>
    <message>
        <source>A balanced position.</source>
        <translation>Une position équilibrée.</translation>
    </message>
    <message>
        <source>%1 (from %2 %3)</source>
        <extracomment>%1 is a merit such as 2.45, %2 the tag (WhiteElo or BlackElo), %3 the rating</extracomment>
        <translation>%1 (d’après %2 %3)</translation>
    </message>
    <message>
        <source>%1 (set by the user)</source>
        <extracomment>a merit the user gave on the command line or in the settings</extracomment>
        <translation>%1 (valeur indiquée)</translation>
    </message>
    <message>
        <source>%1 (the default)</source>
        <translation>%1 (valeur par défaut)</translation>
    </message>
    <message>
        <source>(!) The best move in difficult circumstances.</source>
        <translation>(!) Le meilleur coup dans une situation difficile.</translation>
    </message>
    <message>
        <source>A losing move.</source>
        <translation>Un coup perdant.</translation>
    </message>
    <message>
        <source>A safe move.</source>
        <translation>Un coup sûr.</translation>
    </message>
    <message>
        <source>Annotated by Kibitz %1 with %4 search nodes per position, for a strength (Michie&apos;s merit: rating / 1000) of %2 for White and %3 for Black.</source>
        <extracomment>%1 version, %2 and %3 the strengths (merit = rating / 1000) with their source, %4 nodes</extracomment>
        <translation>Annoté par Kibitz %1, avec %4 nœuds de recherche par position, pour une force (définie par Michie comme Elo / 1000) de %2 pour les Blancs et de %3 pour les Noirs.</translation>
    </message>
    <message>
        <source>The values of the positions come from the built-in engine, %1 nodes each.</source>
        <translation>Les valeurs des positions viennent du moteur intégré, %1 nœuds chacune.</translation>
    </message>
    <message>
        <source>The values of the positions come from %1 (%2), %3 nodes each.</source>
        <extracomment>%1 the engine&apos;s name, %2 its command, %3 nodes</extracomment>
        <translation>Les valeurs des positions viennent de %1 (%2), %3 nœuds chacune.</translation>
    </message>
    <message>
        <source>Searched again, %2 nodes each, around moves that seemed to lose value or swung it: %1 positions.</source>
        <extracomment>%1 how many positions, %2 nodes</extracomment>
        <translation>Recherche reprise, %2 nœuds par position, autour des coups qui semblaient perdre de la valeur ou la faisaient basculer : %1 positions.</translation>
    </message>
    <message>
        <source>White stands better on the board, but Black has the better practical chances at these strengths.</source>
        <translation>Les Blancs sont mieux sur l&apos;échiquier, mais à ces forces les Noirs ont les meilleures chances pratiques.</translation>
    </message>
    <message>
        <source>Black stands better on the board, but White has the better practical chances at these strengths.</source>
        <translation>Les Noirs sont mieux sur l&apos;échiquier, mais à ces forces les Blancs ont les meilleures chances pratiques.</translation>
    </message>
    <message>
        <source>Out of book after the %1.</source>
        <extracomment>%1 is the opening&apos;s name from the ECO file, e.g. &quot;Ruy Lopez, closed defence&quot;</extracomment>
        <translation>Hors théorie après : %1.</translation>
    </message>
    <message>
        <source>Out of book: the %1, was %2.</source>
        <extracomment>%1 is the opening&apos;s name from the ECO file, %2 a book move with its number (&quot;5... Be7&quot;)</extracomment>
        <translation>Hors théorie : dans l’ouverture %1, le coup théorique était %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>too few moves (%1) for a rating estimate</source>
        <extracomment>%1 the moves there were to estimate a rating from</extracomment>
        <translation>trop peu de coups (%1) pour estimer un classement</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>%1: %2 expected points lost in %3 moves, symbols: %4; %5.</source>
        <extracomment>%1 White or Black, %2 expected points lost such as 0.42, %3 the moves judged, %4 the symbols such as &quot;1 ?, 2 ?!&quot;, %5 the rating estimate</extracomment>
        <translation>%1 : %2 points attendus perdus en %3 coups, signes : %4 ; %5.</translation>
    </message>
    <message>
        <source>%1 (from %2 to %3)</source>
        <extracomment>a turning point: %1 the move such as &quot;23. Rxe5&quot;, %2 and %3 the evaluations (White&apos;s standpoint, in pawns as [%eval] writes them) before and after it</extracomment>
        <translation>%1 (de %2 à %3)</translation>
    </message>
    <message>
        <source>The game turned at %1.</source>
        <extracomment>%1 the turning points, comma separated</extracomment>
        <translation>La partie a basculé à %1.</translation>
    </message>
    <message>
        <source>The game never turned: no move out of the opening book lost as much as a mistake.</source>
        <translation>La partie n’a jamais basculé : aucun coup hors du livre d’ouvertures n’a perdu autant qu’une erreur.</translation>
    </message>
    <message>
        <source>Kibitz&apos;s own tables</source>
        <extracomment>the source of an exact value: Kibitz&apos;s own tables, made on this computer</extracomment>
        <translation>les tables propres de Kibitz</translation>
    </message>
    <message>
        <source>White wins.</source>
        <translation>les Blancs gagnent.</translation>
    </message>
    <message>
        <source>Black wins.</source>
        <translation>les Noirs gagnent.</translation>
    </message>
    <message>
        <source>White would win, but the 50-move rule lets Black claim a draw first.</source>
        <translation>les Blancs gagneraient, mais la règle des 50 coups permet aux Noirs de réclamer la nulle avant.</translation>
    </message>
    <message>
        <source>Black would win, but the 50-move rule lets White claim a draw first.</source>
        <translation>les Noirs gagneraient, mais la règle des 50 coups permet aux Blancs de réclamer la nulle avant.</translation>
    </message>
    <message>
        <source>a draw.</source>
        <translation>nulle.</translation>
    </message>
    <message>
        <source>The endgame table (%1) has it: %2</source>
        <extracomment>%1 is where the exact value comes from (&quot;Syzygy&quot;), %2 the verdict (&quot;White wins.&quot;)</extracomment>
        <translation>Selon la table de finales (%1) : %2</translation>
    </message>
    <message>
        <source>Exact values of endgames of up to %1 pieces come from the Syzygy tables.</source>
        <extracomment>%1 is a number of pieces, kings included</extracomment>
        <translation>Les valeurs exactes des finales d&apos;au plus %1 pièces viennent des tables Syzygy.</translation>
    </message>
    <message>
        <source>The distances to mate come from Kibitz&apos;s own endgame tables.</source>
        <translation>Les distances au mat viennent des tables de finales propres de Kibitz.</translation>
    </message>
    <message>
        <source>Exact values and distances to mate of endgames of up to %1 pieces come from Kibitz&apos;s own tables.</source>
        <extracomment>%1 is a number of pieces, kings included</extracomment>
        <translation>Les valeurs exactes et les distances au mat des finales d&apos;au plus %1 pièces viennent des tables propres de Kibitz.</translation>
    </message>
    <message>
        <source>A sound sacrifice.</source>
        <extracomment>a move that offers material (the moved piece may be taken) without spoiling the position</extracomment>
        <translation>Un sacrifice correct.</translation>
    </message>
    <message>
        <source>The only move that keeps the advantage.</source>
        <extracomment>a pawn move that the strongest search finds clearly better than every other move</extracomment>
        <translation>Le seul coup qui conserve l&apos;avantage.</translation>
    </message>
    <message>
        <source>Where the move still seemed to lose value, searched a third time, %2 nodes each: %1 positions.</source>
        <extracomment>%1 how many positions, %2 nodes</extracomment>
        <translation>Là où le coup semblait encore perdre de la valeur, recherche reprise une troisième fois, %2 nœuds par position : %1 positions.</translation>
    </message>
    <message>
        <source>moves like a player rated %1 from %2 moves, the range with 95% confidence</source>
        <translation>joue comme un joueur classé %1 d&apos;après %2 coups, l&apos;intervalle à 95 % de confiance</translation>
    </message>
    <message>
        <source>(!) The best move; the win still takes accuracy.</source>
        <translation>(!) Le meilleur coup ; le gain demande encore de la précision.</translation>
    </message>
    <message>
        <source>%1: every move from the opening book, none judged.</source>
        <extracomment>%1 White or Black, none of whose moves left the opening book</extracomment>
        <translation>%1 : tous les coups viennent du livre d’ouvertures, aucun n’est jugé.</translation>
    </message>
    <message>
        <source>%1: %2 expected points lost in %3 moves out of the opening book, symbols: %4; %5.</source>
        <extracomment>%1 White or Black, %2 expected points lost such as 0.42, %3 the moves judged (those out of the opening book), %4 the symbols such as &quot;1 ?, 2 ?!&quot;, %5 the rating estimate</extracomment>
        <translation>%1 : %2 points attendus perdus en %3 coups hors du livre d’ouvertures, signes : %4 ; %5.</translation>
    </message>
    <message>
        <source>%1 %2 (%3) failed.</source>
        <extracomment>%1 the note that the built-in engine gave the values, %2 the engine&apos;s name, %3 its command</extracomment>
        <translation>%1 %2 (%3) a échoué.</translation>
    </message>
    <message>
        <source>The built-in engine valued %1 of the %2 positions, where %3 failed.</source>
        <extracomment>%1 how many positions, %2 of how many, %3 the engine&apos;s name</extracomment>
        <translation>Le moteur intégré a évalué %1 des %2 positions, là où %3 a échoué.</translation>
    </message>
    <message>
        <source>A speculative sacrifice.</source>
        <extracomment>a move that offers material, objectively a little dubious, with practical chances</extracomment>
        <translation>Un sacrifice spéculatif.</translation>
    </message>
</context>
</TS>
