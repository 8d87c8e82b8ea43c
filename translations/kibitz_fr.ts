<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>kibitz::ui::BoardView</name>
    <message>
        <source>Chess board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>The position %1, seen from Black&apos;s side.</source>
        <translation>La position %1, vue du côté des Noirs.</translation>
    </message>
    <message>
        <source>The position %1, seen from White&apos;s side.</source>
        <translation>La position %1, vue du côté des Blancs.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MainWindow</name>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close Kibitz</source>
        <translation>Fermer Kibitz</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copier la FEN</translation>
    </message>
    <message>
        <source>Copy the position to the clipboard as FEN</source>
        <translation>Copier la position dans le presse-papiers au format FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>Co&amp;ller une FEN</translation>
    </message>
    <message>
        <source>Set up the position given as FEN on the clipboard</source>
        <translation>Mettre en place la position décrite par la FEN du presse-papiers</translation>
    </message>
    <message>
        <source>&amp;Reset to Start Position</source>
        <translation>&amp;Revenir à la position initiale</translation>
    </message>
    <message>
        <source>Set up the starting position of a game</source>
        <translation>Mettre en place la position de départ d’une partie</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner l’échiquier</translation>
    </message>
    <message>
        <source>Show the board from the other side</source>
        <translation>Afficher l’échiquier depuis l’autre côté</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>À &amp;propos de Kibitz</translation>
    </message>
    <message>
        <source>Show the version of Kibitz</source>
        <translation>Afficher la version de Kibitz</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Show the version of the Qt toolkit</source>
        <translation>Afficher la version de la bibliothèque Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Checkmate: Black wins.</source>
        <translation>Échec et mat&#xa0;: les Noirs gagnent.</translation>
    </message>
    <message>
        <source>Checkmate: White wins.</source>
        <translation>Échec et mat&#xa0;: les Blancs gagnent.</translation>
    </message>
    <message>
        <source>Stalemate: the game is drawn.</source>
        <translation>Pat&#xa0;: la partie est nulle.</translation>
    </message>
    <message>
        <source>White to move, in check</source>
        <translation>Trait aux Blancs, roi en échec</translation>
    </message>
    <message>
        <source>Black to move, in check</source>
        <translation>Trait aux Noirs, roi en échec</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>FEN copied to the clipboard</source>
        <translation>FEN copiée dans le presse-papiers</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <translation>Coller une FEN</translation>
    </message>
    <message>
        <source>The clipboard does not hold a valid FEN position, so the board is unchanged.

Pasted text: %1

%2</source>
        <translation>Le presse-papiers ne contient pas de position FEN valide&#xa0;; l’échiquier reste inchangé.

Texte collé&#xa0;: %1

%2</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>À propos de Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Kibitz is being built to annotate chess games the way a commentator would.&lt;/p&gt;&lt;p&gt;This version shows a chess position, set up from FEN, on a board.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Kibitz est en cours de développement&#xa0;: il annotera les parties d’échecs comme le ferait un commentateur.&lt;/p&gt;&lt;p&gt;Cette version affiche sur un échiquier une position définie à partir d’une FEN.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
