#include "settingsdialog.h"

#include "ui/board/boardcolors.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace kibitz::ui {

namespace {

// A labelled row whose label explains the field as well as the field itself does.
void addRow(QFormLayout* form, const QString& label, QWidget* field, const QString& toolTip) {
    form->addRow(label, field);
    field->setToolTip(toolTip);
    if (QWidget* name = form->labelForField(field)) name->setToolTip(toolTip);
}

QFormLayout* makeForm(QGroupBox* box) {
    auto* form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return form;
}

// One column of labels and one width of spin boxes on a page, whatever group they are in, so
// that the fields line up down the page.
void alignColumns(QWidget* page) {
    int labelWidth = 0;
    int boxWidth = 0;
    const QList<QFormLayout*> forms = page->findChildren<QFormLayout*>();
    for (QFormLayout* form : forms) {
        for (int row = 0; row < form->rowCount(); ++row) {
            if (QLayoutItem* label = form->itemAt(row, QFormLayout::LabelRole))
                labelWidth = std::max(labelWidth, label->sizeHint().width());
        }
    }
    const QList<QAbstractSpinBox*> boxes = page->findChildren<QAbstractSpinBox*>();
    for (QAbstractSpinBox* box : boxes) boxWidth = std::max(boxWidth, box->sizeHint().width());
    for (QFormLayout* form : forms) {
        for (int row = 0; row < form->rowCount(); ++row) {
            QLayoutItem* label = form->itemAt(row, QFormLayout::LabelRole);
            auto* text = label ? qobject_cast<QLabel*>(label->widget()) : nullptr;
            if (!text) continue;
            text->setMinimumWidth(labelWidth);
            text->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        }
    }
    for (QAbstractSpinBox* box : boxes) box->setMinimumWidth(boxWidth);
}

// A few pieces of `pieceTheme` in a row (null when the set or the SVG image plugin is missing).
QPixmap piecePreview(const QString& pieceTheme, int size, qreal devicePixelRatio) {
    const QStringList pieces = {QStringLiteral("wK"), QStringLiteral("wQ"), QStringLiteral("wR"),
                                QStringLiteral("bB"), QStringLiteral("bN"), QStringLiteral("bP")};
    const int pixels = int(size * devicePixelRatio);
    QPixmap row(pixels * int(pieces.size()), pixels);
    row.fill(Qt::transparent);
    QPainter painter(&row);
    for (int i = 0; i < pieces.size(); ++i) {
        QImageReader reader(QStringLiteral(":/pieces/%1/%2.svg").arg(pieceTheme, pieces.at(i)));
        reader.setScaledSize(QSize(pixels, pixels));
        const QImage image = reader.read();
        if (image.isNull()) return {};
        painter.drawImage(i * pixels, 0, image);
    }
    painter.end();
    row.setDevicePixelRatio(devicePixelRatio);
    return row;
}

std::uint64_t nodesOf(const QDoubleSpinBox* box) {
    return std::uint64_t(std::llround(box->value()));
}

// A colour scheme as the settings list it.
QString schemeName(const QString& scheme) {
    if (scheme == QLatin1String("blue")) return SettingsDialog::tr("Blue");
    if (scheme == QLatin1String("green")) return SettingsDialog::tr("Green");
    if (scheme == QLatin1String("grey")) return SettingsDialog::tr("Grey");
    return SettingsDialog::tr("Brown");
}

QString displayName(const QString& pieceTheme) {
    return pieceTheme.left(1).toUpper() + pieceTheme.mid(1);
}

} // namespace

SettingsDialog::SettingsDialog(const AppSettings& current, QWidget* parent)
    : QDialog(parent)
    , tabs_(new QTabWidget(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                        QDialogButtonBox::RestoreDefaults,
                                    this)) {
    setWindowTitle(tr("Settings"));
    tabs_->addTab(makeAnalysisTab(), tr("&Analysis"));
    tabs_->addTab(makeAnnotationTab(), tr("A&nnotation"));
    tabs_->addTab(makeAppearanceTab(), tr("A&ppearance"));
    tabs_->addTab(makeLinesTab(), tr("Engine &Lines"));

    restoreDefaultsButton()->setToolTip(
        tr("Put every setting on every tab back to Kibitz's defaults"));
    connect(restoreDefaultsButton(), &QPushButton::clicked, this,
            [this] { setSettings(AppSettings::defaults()); });
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs_);
    layout->addWidget(buttons_);

    for (int tab = 0; tab < tabs_->count(); ++tab) alignColumns(tabs_->widget(tab));
    setSettings(current);
}

QWidget* SettingsDialog::makeAnalysisTab() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);

    auto* tree = new QGroupBox(tr("Look-ahead tree of each position"), page);
    auto* treeForm = makeForm(tree);
    rootNodes_ = makeNodesBox(AppSettings::MinimumNodes);
    addRow(treeForm, tr("Principal search:"), rootNodes_,
           tr("Nodes of the search that scores every legal move of the position. A larger "
              "search sees deeper tactics and scores the moves more reliably; each position "
              "takes longer in proportion."));
    leafNodes_ = makeNodesBox(AppSettings::MinimumNodes);
    addRow(treeForm, tr("Search per leaf:"), leafNodes_,
           tr("Nodes of each search that expands a position further down the tree, where the "
              "players are likely to go. Larger: the replies there are judged better; each "
              "expansion takes longer."));
    budgetBits_ = new QDoubleSpinBox(tree);
    budgetBits_->setRange(0.0, AppSettings::MaximumBudgetBits);
    budgetBits_->setDecimals(1);
    budgetBits_->setSingleStep(0.5);
    budgetBits_->setSuffix(tr(" bits"));
    addRow(treeForm, tr("Budget:"), budgetBits_,
           tr("How unlikely a line may be and still be looked into: lines that the modelled "
              "players reach with a probability of at least 2^-bits are expanded. Each bit more "
              "lets in lines half as likely: a wider tree, better judged chances and tension, "
              "for more time."));
    maxExpansions_ = new QSpinBox(tree);
    maxExpansions_->setRange(0, AppSettings::MaximumExpansions);
    maxExpansions_->setGroupSeparatorShown(true);
    maxExpansions_->setSuffix(tr(" leaves"));
    addRow(treeForm, tr("Expansions at most:"), maxExpansions_,
           tr("Leaves expanded per position at most, whatever the budget: a cap on the time "
              "one position can take."));
    layout->addWidget(tree);

    // The model of play: kibitz-cli's --michie-constants and --self-play-leaves.
    auto* model = new QGroupBox(tr("Model of the players"), page);
    auto* modelForm = makeForm(model);
    moveModel_ = new QComboBox(model);
    moveModel_->addItem(tr("Fitted to human games (default)"), int(AppSettings::MoveModel::Fitted));
    moveModel_->addItem(tr("Michie's constants (1981)"), int(AppSettings::MoveModel::Michie));
    addRow(modelForm, tr("Players' choices:"), moveModel_,
           tr("How likely a player of a given rating is to choose each move: it decides which "
              "lines the tree looks into and how much each reply counts. Fitted to human games: "
              "the constants that best predict the moves played in real games. Michie's "
              "constants: his original c = 3 and merit = Elo / 1000."));
    leafModel_ = new QComboBox(model);
    leafModel_->addItem(tr("Human play at the players' ratings (default)"),
                        int(analysis::LeafModel::Human));
    leafModel_->addItem(tr("Engine self-play (engine games)"), int(analysis::LeafModel::SelfPlay));
    addRow(modelForm, tr("Values at the horizon:"), leafModel_,
           tr("How the positions where the tree stops are turned into chances of a win, a draw "
              "and a loss. Human play: the chances in real games between players of these "
              "ratings, where the same engine score is worth more between strong players than "
              "between weak ones. Engine self-play: the chances when the built-in engine plays "
              "itself, the same at every rating; for games between engines."));
    // One width for both, so that the two choices line up as a pair.
    const int modelWidth = std::max(moveModel_->sizeHint().width(), leafModel_->sizeHint().width());
    moveModel_->setMinimumWidth(modelWidth);
    leafModel_->setMinimumWidth(modelWidth);
    layout->addWidget(model);

    auto* value = new QGroupBox(tr("Value of each position"), page);
    auto* valueForm = makeForm(value);
    valueNodes_ = makeNodesBox(0);
    valueNodes_->setSpecialValueText(tr("None"));
    addRow(valueForm, tr("Value search:"), valueNodes_,
           tr("Nodes of a last search of the best line alone, deeper than the principal search, "
              "that values each position: whether it is won, drawn or lost with best play, and "
              "the score written as [%eval]. It decides whether a move threw away the result "
              "(? and ?\?). None: the principal search's value."));
    deeperLooks_ = new QCheckBox(tr("Search again, deeper"), value);
    deeperLooks_->setObjectName(QStringLiteral("deeperLooks"));
    addRow(valueForm, tr("Doubtful moves:"), deeperLooks_,
           tr("Where a move seems to throw away part of the result, value the positions before "
              "and after it again with a search ten times as large, and where it still seems to "
              "lose more than an inaccuracy but less than a mistake, five times larger again: "
              "surer ? and ?? for a little more time (in games with many errors about twice "
              "as much). Off: every position is valued once."));
    QWidget* engineRow =
        makePathRow(valueEngine_, tr("Built-in engine"), tr("Choose the engine's program file"),
                    &SettingsDialog::chooseValueEngine, value);
    addRow(valueForm, tr("Value engine:"), engineRow,
           tr("A UCI engine (e.g. /usr/games/stockfish) does the value search instead of the "
              "built-in engine, one process per thread, with Threads 1 and Hash 64. Empty: the "
              "built-in engine."));
    connect(valueNodes_, &QDoubleSpinBox::valueChanged, engineRow,
            [engineRow](double nodes) { engineRow->setEnabled(nodes > 0); });
    connect(valueNodes_, &QDoubleSpinBox::valueChanged, deeperLooks_,
            [this](double nodes) { deeperLooks_->setEnabled(nodes > 0); });
    addRow(valueForm, tr("Endgame tables:"),
           makePathRow(syzygyPath_, tr("None"), tr("Choose a folder of Syzygy tables"),
                       &SettingsDialog::chooseSyzygyFolder, value),
           tr("Folders of Syzygy endgame tables (.rtbw and .rtbz files), separated by ':'. A "
              "position in them gets its exact value, won, drawn or lost, under the 50-move "
              "rule. Empty: none."));
    layout->addWidget(value);

    auto* work = new QGroupBox(tr("Work"), page);
    auto* workForm = makeForm(work);
    threads_ = new QSpinBox(work);
    threads_->setRange(0, AppSettings::MaximumThreads);
    threads_->setSpecialValueText(tr("All cores (%1)").arg(QThread::idealThreadCount()));
    addRow(workForm, tr("Threads:"), threads_,
           tr("Positions analysed at the same time. All cores is fastest; fewer leave the "
              "computer free for other work. The results are the same either way."));
    layout->addWidget(work);
    layout->addStretch(1);
    return page;
}

QWidget* SettingsDialog::makeLinesTab() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* engine = new QGroupBox(tr("The engine of the live lines"), page);
    auto* form = makeForm(engine);
    addRow(form, tr("Engine:"),
           makePathRow(linesEngine_, tr("Built-in engine"), tr("Choose the engine's program file"),
                       &SettingsDialog::chooseLinesEngine, engine),
           tr("The UCI engine (e.g. /usr/games/stockfish, or a command line with its arguments) "
              "whose best lines the Analysis panel shows. Empty: the built-in engine. Its own "
              "options are set with Options… over the lines."));
    linesThreads_ = new QSpinBox(engine);
    linesThreads_->setRange(1, AppSettings::MaximumThreads);
    addRow(form, tr("Engine threads:"), linesThreads_,
           tr("The engine's threads (UCI Threads). The lines wait while the game is analysed, so "
              "they never take cores from the analysis."));
    linesHash_ = new QSpinBox(engine);
    linesHash_->setRange(1, AppSettings::MaximumHash);
    linesHash_->setSuffix(tr(" MB"));
    addRow(form, tr("Engine hash:"), linesHash_, tr("The engine's hash table (UCI Hash)."));
    linesLimit_ = new QComboBox(engine);
    linesLimit_->addItem(tr("Until stopped"), int(LinesLimit::Kind::Infinite));
    linesLimit_->addItem(tr("Depth"), int(LinesLimit::Kind::Depth));
    linesLimit_->addItem(tr("Nodes"), int(LinesLimit::Kind::Nodes));
    linesLimit_->addItem(tr("Seconds"), int(LinesLimit::Kind::Seconds));
    linesLimitValue_ = new QSpinBox(engine);
    linesLimitValue_->setRange(1, std::numeric_limits<int>::max());
    linesLimitValue_->setGroupSeparatorShown(true);
    auto* limitRow = new QWidget(engine);
    auto* limitLayout = new QHBoxLayout(limitRow);
    limitLayout->setContentsMargins(0, 0, 0, 0);
    limitLayout->addWidget(linesLimit_);
    limitLayout->addWidget(linesLimitValue_, 1);
    addRow(form, tr("Each position:"), limitRow,
           tr("How long the engine looks at each position: until another is shown, to a depth, "
              "for a number of nodes, or for some seconds."));
    connect(linesLimit_, &QComboBox::currentIndexChanged, this, [this] {
        linesLimitValue_->setEnabled(linesLimit_->currentData().toInt() !=
                                     int(LinesLimit::Kind::Infinite));
    });
    layout->addWidget(engine);
    layout->addStretch(1);
    return page;
}

void SettingsDialog::chooseLinesEngine() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Choose a UCI engine"), linesEngine_->text());
    if (path.isEmpty()) return;
    linesEngine_->setText(
        path.contains(QLatin1Char(' ')) ? QLatin1Char('"') + path + QLatin1Char('"') : path);
}

QWidget* SettingsDialog::makeAnnotationTab() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);

    auto* players = new QGroupBox(tr("Players"), page);
    auto* playersForm = makeForm(players);
    defaultElo_ = new QSpinBox(players);
    defaultElo_->setRange(AppSettings::MinimumElo, AppSettings::MaximumElo);
    defaultElo_->setSingleStep(10);
    defaultElo_->setSuffix(tr(" Elo"));
    addRow(playersForm, tr("Default strength:"), defaultElo_,
           tr("The strength of a player whose game has no rating tag (WhiteElo, BlackElo): the "
              "model plays like a player of this rating (merit = Elo / 1000; 0 plays at "
              "random)."));
    layout->addWidget(players);

    auto* symbols = new QGroupBox(tr("Move symbols and assessments"), page);
    auto* symbolsForm = makeForm(symbols);
    const QString utility =
        tr("u is the expected outcome between players of the given strengths, from -1 (Black "
           "wins) to +1 (White wins).");
    // One line, not wrapped: a wrapped label in a form is given too little height.
    symbolsForm->addRow(new QLabel(tr("u: the expected outcome, from -1 (Black wins) to +1 "
                                      "(White wins)"),
                                   symbols));
    small_ = makeThresholdBox(0.0, 1.0);
    addRow(symbolsForm, tr("Small:"), small_,
           tr("A move that lowers u by this much or more is dubious (?!); one that raises it as "
              "much in a difficult position is good (!). From this |u| on a side stands slightly "
              "better (⩲ ⩱). Smaller: more symbols.") +
               QLatin1Char(' ') + utility);
    large_ = makeThresholdBox(0.0, 2.0);
    addRow(symbolsForm, tr("Large:"), large_,
           tr("A move that throws away the result and lowers u by this much is a blunder (?\?), "
              "not a mistake (?); one that raises u as much without losing is brilliant (!!). "
              "From this |u| on a side has a clear advantage (± ∓).") +
               QLatin1Char(' ') + utility);
    decisive_ = makeThresholdBox(0.0, 1.0);
    addRow(symbolsForm, tr("Decisive:"), decisive_,
           tr("From this |u| on a side's advantage is decisive (+− −+).") + QLatin1Char(' ') +
               utility);
    hysteresis_ = makeThresholdBox(0.0, 1.0);
    addRow(symbolsForm, tr("Hysteresis:"), hysteresis_,
           tr("How far u may leave its band before the assessment changes, so that a u wavering "
              "on a boundary does not bring a new assessment at every move."));
    tensionLow_ = makeThresholdBox(0.0, 1.0);
    addRow(symbolsForm, tr("Tension low:"), tensionLow_,
           tr("A balanced position this tense or less is lifeless: neither side is likely to "
              "win."));
    tensionHigh_ = makeThresholdBox(0.0, 1.0);
    addRow(symbolsForm, tr("Tension high:"), tensionHigh_,
           tr("A position this tense or more is full of tension: a decisive result is likely."));
    valueThreshold_ = makeThresholdBox(0.5, 1.0);
    addRow(symbolsForm, tr("Win probability:"), valueThreshold_,
           tr("An undecided position counts as won (lost) when the probability of a win (loss) "
              "that a model of strong play gives its score is at least this. Higher: fewer "
              "positions count as won, fewer moves as ? and ??."));
    valueDrop_ = makeThresholdBox(0.01, 1.0);
    addRow(symbolsForm, tr("Value drop:"), valueDrop_,
           tr("A move throws away the result (? or ?\?) when it lowers the expected value w - l "
              "of that model by this much or more. Smaller: more ? and ??."));
    dubiousDrop_ = makeThresholdBox(0.0, 1.0);
    addRow(symbolsForm, tr("Inaccuracy drop:"), dubiousDrop_,
           tr("A move that keeps the result is an inaccuracy (?!) only when it lowers the "
              "practical chances and the expected value w - l of that model by this much or "
              "more. 0: the practical chances alone decide. Smaller: more ?!."));
    quietGap_ = makeThresholdBox(0.0, 2.0);
    addRow(symbolsForm, tr("Only-move gap:"), quietGap_,
           tr("A quiet pawn move (no capture) that the engine scores best gets ! as the only move "
              "that keeps the advantage when every other move would lower the expected value "
              "w - l by this much or more: from move %1, for a side that is better but has not "
              "yet won. It costs one more search where the game plays such a move. 0: no such !.")
               .arg(annotate::Thresholds{}.quietFromMove));
    problem_ = new QLabel(symbols);
    QPalette warning = problem_->palette();
    warning.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    problem_->setPalette(warning);
    problem_->hide();
    symbolsForm->addRow(problem_);
    layout->addWidget(symbols);

    auto* output = new QGroupBox(tr("Written into the game"), page);
    auto* outputLayout = new QVBoxLayout(output);
    evaluations_ = new QCheckBox(tr("The engine's score after every move ([%eval])"), output);
    variations_ = new QCheckBox(tr("The preferred move after ?, ?? and ?! as a variation"), output);
    variations_->setToolTip(tr("After a weak move, the move the model prefers, with the "
                               "engine's continuation"));
    outputLayout->addWidget(evaluations_);
    outputLayout->addWidget(variations_);
    layout->addWidget(output);

    auto* book = new QGroupBox(tr("Opening theory"), page);
    auto* bookForm = makeForm(book);
    addRow(bookForm, tr("Opening book:"),
           makePathRow(ecoFile_, tr("None"), tr("Choose an ECO file"),
                       &SettingsDialog::chooseEcoFile, book),
           tr("An ECO file in pgn-extract's format (Debian's pgn-extract installs "
              "/usr/share/pgn-extract/eco.pgn). Its openings are named above the moves and in "
              "the annotated game's tags; moves it knows get no move symbol. Empty: no book."));
    layout->addWidget(book);
    layout->addStretch(1);

    for (QDoubleSpinBox* box :
         {small_, large_, decisive_, tensionLow_, tensionHigh_, valueDrop_, dubiousDrop_})
        connect(box, &QDoubleSpinBox::valueChanged, this, &SettingsDialog::validate);
    return page;
}

QWidget* SettingsDialog::makeAppearanceTab() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);

    auto* languageBox = new QGroupBox(tr("Language"), page);
    auto* languageForm = makeForm(languageBox);
    language_ = new QComboBox(languageBox);
    language_->addItem(tr("System"), QString());
    // Each language in its own words, whatever the language of the program: not translated.
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    language_->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    language_->addItem(QStringLiteral("Español"), QStringLiteral("es"));
    addRow(languageForm, tr("Language:"), language_,
           tr("The language of the menus and of the annotations' words. System: the language "
              "of the desktop, where Kibitz has it, else English."));
    auto* note = new QLabel(tr("The language changes when Kibitz is started again."), languageBox);
    languageForm->addRow(QString(), note);
    layout->addWidget(languageBox);

    auto* board = new QGroupBox(tr("Board"), page);
    auto* boardForm = makeForm(board);
    pieceTheme_ = new QComboBox(board);
    for (const QString& theme : pieceThemes()) pieceTheme_->addItem(displayName(theme), theme);
    addRow(boardForm, tr("Pieces:"), pieceTheme_, tr("The set of pieces the board is drawn with"));
    auto* preview = new QLabel(board);
    boardForm->addRow(QString(), preview);
    const auto showPreview = [this, preview] {
        const QPixmap pieces =
            piecePreview(pieceTheme_->currentData().toString(), 40, preview->devicePixelRatioF());
        preview->setPixmap(pieces);
        preview->setVisible(!pieces.isNull());
    };
    connect(pieceTheme_, &QComboBox::currentIndexChanged, preview, showPreview);
    showPreview();
    boardColors_ = new QComboBox(board);
    boardColors_->setObjectName(QStringLiteral("boardColors"));
    for (const QString& scheme : BoardColors::schemeNames()) {
        // Each entry shows a light and a dark square of its scheme.
        const BoardColors colors = BoardColors::scheme(scheme, false);
        QPixmap swatch(32, 16);
        swatch.fill(colors.lightSquare);
        QPainter painter(&swatch);
        painter.fillRect(16, 0, 16, 16, colors.darkSquare);
        painter.end();
        boardColors_->addItem(QIcon(swatch), schemeName(scheme), scheme);
    }
    addRow(boardForm, tr("Squares:"), boardColors_, tr("The colours of the board's squares"));
    layout->addWidget(board);
    layout->addStretch(1);
    return page;
}

QDoubleSpinBox* SettingsDialog::makeNodesBox(std::uint64_t minimum) {
    // A double holds every whole number up to 2^53 exactly; QSpinBox stops at 2^31 - 1.
    auto* box = new QDoubleSpinBox(this);
    box->setDecimals(0);
    box->setRange(double(minimum), double(AppSettings::MaximumNodes));
    box->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    box->setGroupSeparatorShown(true);
    box->setSuffix(tr(" nodes"));
    return box;
}

QDoubleSpinBox* SettingsDialog::makeThresholdBox(double minimum, double maximum) {
    auto* box = new QDoubleSpinBox(this);
    box->setDecimals(3);
    box->setRange(minimum, maximum);
    box->setSingleStep(0.01);
    return box;
}

QStringList SettingsDialog::pieceThemes() {
    QStringList themes =
        QDir(QStringLiteral(":/pieces")).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    if (themes.isEmpty()) themes.append(AppSettings::defaults().pieceTheme);
    return themes;
}

QPushButton* SettingsDialog::okButton() const {
    return buttons_->button(QDialogButtonBox::Ok);
}

QPushButton* SettingsDialog::cancelButton() const {
    return buttons_->button(QDialogButtonBox::Cancel);
}

QPushButton* SettingsDialog::restoreDefaultsButton() const {
    return buttons_->button(QDialogButtonBox::RestoreDefaults);
}

void SettingsDialog::setSettings(const AppSettings& s) {
    rootNodes_->setValue(double(s.rootNodes));
    leafNodes_->setValue(double(s.leafNodes));
    budgetBits_->setValue(s.budgetBits);
    maxExpansions_->setValue(s.maxExpansions);
    moveModel_->setCurrentIndex(std::max(0, moveModel_->findData(int(s.moveModel))));
    leafModel_->setCurrentIndex(std::max(0, leafModel_->findData(int(s.leafModel))));
    valueNodes_->setValue(double(s.valueNodes));
    deeperLooks_->setChecked(s.deeperLooks);
    valueEngine_->setText(s.valueEngine);
    syzygyPath_->setText(s.syzygyPath);
    valueEngine_->parentWidget()->setEnabled(s.valueNodes > 0);
    deeperLooks_->setEnabled(s.valueNodes > 0);
    threads_->setValue(s.threads);
    linesEngine_->setText(s.linesEngine);
    linesThreads_->setValue(s.linesThreads);
    linesHash_->setValue(s.linesHash);
    linesLimit_->setCurrentIndex(std::max(0, linesLimit_->findData(int(s.linesLimit.kind))));
    linesLimitValue_->setValue(
        int(std::min<std::uint64_t>(std::max<std::uint64_t>(s.linesLimit.value, 1),
                                    std::uint64_t(std::numeric_limits<int>::max()))));
    linesLimitValue_->setEnabled(s.linesLimit.kind != LinesLimit::Kind::Infinite);

    defaultElo_->setValue(s.defaultElo);
    small_->setValue(s.thresholds.small);
    large_->setValue(s.thresholds.large);
    decisive_->setValue(s.thresholds.decisive);
    hysteresis_->setValue(s.thresholds.hysteresis);
    tensionLow_->setValue(s.thresholds.tensionLow);
    tensionHigh_->setValue(s.thresholds.tensionHigh);
    valueThreshold_->setValue(s.thresholds.valueThreshold);
    valueDrop_->setValue(s.thresholds.valueDrop);
    dubiousDrop_->setValue(s.thresholds.dubiousDrop);
    quietGap_->setValue(s.thresholds.quietGap);
    evaluations_->setChecked(s.evaluations);
    variations_->setChecked(s.variations);
    ecoFile_->setText(s.ecoFile);

    language_->setCurrentIndex(std::max(0, language_->findData(s.language)));
    // A set that is gone (a renamed folder) gives way to the default one.
    int theme = pieceTheme_->findData(s.pieceTheme);
    if (theme < 0) theme = pieceTheme_->findData(AppSettings::defaults().pieceTheme);
    pieceTheme_->setCurrentIndex(std::max(0, theme));
    boardColors_->setCurrentIndex(std::max(0, boardColors_->findData(s.boardColors)));
    validate();
}

AppSettings SettingsDialog::settings() const {
    AppSettings s;
    s.rootNodes = nodesOf(rootNodes_);
    s.leafNodes = nodesOf(leafNodes_);
    s.budgetBits = budgetBits_->value();
    s.maxExpansions = maxExpansions_->value();
    s.moveModel = AppSettings::MoveModel(moveModel_->currentData().toInt());
    s.leafModel = analysis::LeafModel(leafModel_->currentData().toInt());
    s.valueNodes = nodesOf(valueNodes_);
    s.deeperLooks = deeperLooks_->isChecked();
    s.valueEngine = valueEngine_->text().trimmed();
    s.syzygyPath = syzygyPath_->text().trimmed();
    s.threads = threads_->value();
    s.linesEngine = linesEngine_->text().trimmed();
    s.linesThreads = linesThreads_->value();
    s.linesHash = linesHash_->value();
    s.linesLimit.kind = LinesLimit::Kind(linesLimit_->currentData().toInt());
    s.linesLimit.value = s.linesLimit.kind == LinesLimit::Kind::Infinite
                             ? 0
                             : std::uint64_t(linesLimitValue_->value());

    s.defaultElo = defaultElo_->value();
    s.thresholds.small = small_->value();
    s.thresholds.large = large_->value();
    s.thresholds.decisive = decisive_->value();
    s.thresholds.hysteresis = hysteresis_->value();
    s.thresholds.tensionLow = tensionLow_->value();
    s.thresholds.tensionHigh = tensionHigh_->value();
    s.thresholds.valueThreshold = valueThreshold_->value();
    s.thresholds.valueDrop = valueDrop_->value();
    s.thresholds.dubiousDrop = dubiousDrop_->value();
    s.thresholds.quietGap = quietGap_->value();
    s.evaluations = evaluations_->isChecked();
    s.variations = variations_->isChecked();
    s.ecoFile = ecoFile_->text().trimmed();

    s.language = language_->currentData().toString();
    s.pieceTheme = pieceTheme_->currentData().toString();
    s.boardColors = boardColors_->currentData().toString();
    return s;
}

QWidget* SettingsDialog::makePathRow(QLineEdit*& edit, const QString& placeholder,
                                     const QString& browseTip, void (SettingsDialog::*choose)(),
                                     QWidget* parent) {
    edit = new QLineEdit(parent);
    edit->setPlaceholderText(placeholder);
    edit->setMinimumWidth(fontMetrics().averageCharWidth() * 36);
    auto* browse = new QToolButton(parent);
    browse->setText(tr("Browse…"));
    browse->setToolTip(browseTip);
    connect(browse, &QToolButton::clicked, this, choose);
    auto* row = new QWidget(parent);
    auto* rowLayout = new QHBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    rowLayout->addWidget(edit, 1);
    rowLayout->addWidget(browse);
    return row;
}

void SettingsDialog::chooseEcoFile() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose an ECO file"),
                                                      ecoFile_->text(), tr("PGN files (*.pgn)"));
    if (!path.isEmpty()) ecoFile_->setText(path);
}

void SettingsDialog::chooseSyzygyFolder() {
    const QString folder = QFileDialog::getExistingDirectory(
        this, tr("Choose a folder of Syzygy tables"), syzygyPath_->text().section(':', -1));
    if (folder.isEmpty()) return;
    // Added to the folders already there: the tables of several folders are used together.
    const QString path = syzygyPath_->text().trimmed();
    syzygyPath_->setText(path.isEmpty() ? folder : path + QLatin1Char(':') + folder);
}

void SettingsDialog::chooseValueEngine() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Choose a UCI engine"), valueEngine_->text());
    if (path.isEmpty()) return;
    // A command line: a path with spaces is quoted (EngineConfig::setCommand splits it).
    valueEngine_->setText(
        path.contains(QLatin1Char(' ')) ? QLatin1Char('"') + path + QLatin1Char('"') : path);
}

void SettingsDialog::validate() {
    QStringList problems;
    if (!(small_->value() <= large_->value() && large_->value() <= decisive_->value()))
        problems << tr("The thresholds must be in order: small ≤ large ≤ decisive.");
    if (!(tensionLow_->value() <= tensionHigh_->value()))
        problems << tr("Tension low must not exceed tension high.");
    if (!(dubiousDrop_->value() <= valueDrop_->value()))
        problems << tr("The inaccuracy drop must not exceed the value drop.");
    problem_->setText(problems.join(QLatin1Char('\n')));
    problem_->setVisible(!problems.isEmpty());
    okButton()->setEnabled(problems.isEmpty());
}

} // namespace kibitz::ui
