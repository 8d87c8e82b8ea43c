#include "strengthcontrols.h"

#include "annotate/annotator.h"
#include "pgn/tags.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>

#include <algorithm>
#include <optional>
#include <string>

namespace kibitz::ui {

StrengthControls::StrengthControls(QWidget* parent)
    : QWidget(parent)
    , whiteSpin_(new QSpinBox(this))
    , whiteSlider_(new QSlider(Qt::Horizontal, this))
    , blackSpin_(new QSpinBox(this))
    , blackSlider_(new QSlider(Qt::Horizontal, this))
    , reset_(new QPushButton(tr("From the game's tags"), this))
    , notify_(new QTimer(this)) {
    notify_->setSingleShot(true);
    notify_->setInterval(NotifyIntervalMs);
    connect(notify_, &QTimer::timeout, this,
            [this] { emit strengthsChanged(whiteElo(), blackElo()); });

    auto* layout = new QGridLayout(this);
    const auto addRow = [&](int row, const QString& name, QSpinBox* spin, QSlider* slider,
                            const QString& toolTip) {
        auto* label = new QLabel(name, this);
        label->setBuddy(spin);
        layout->addWidget(label, row, 0);
        layout->addWidget(slider, row, 1);
        layout->addWidget(spin, row, 2);
        for (QWidget* w : {static_cast<QWidget*>(label), static_cast<QWidget*>(spin),
                           static_cast<QWidget*>(slider)})
            w->setToolTip(toolTip);
        link(spin, slider);
    };
    addRow(0, tr("&White:"), whiteSpin_, whiteSlider_,
           tr("White's strength as an Elo rating: the model's White plays like a player of this "
              "rating (merit = Elo / 1000; 0 plays at random)"));
    addRow(1, tr("&Black:"), blackSpin_, blackSlider_,
           tr("Black's strength as an Elo rating: the model's Black plays like a player of this "
              "rating (merit = Elo / 1000; 0 plays at random)"));
    reset_->setToolTip(tr("Take the strengths from the game's WhiteElo and BlackElo tags (%1 "
                          "where a tag is missing)")
                           .arg(DefaultElo));
    layout->addWidget(reset_, 2, 1, 1, 2, Qt::AlignRight);
    layout->setColumnStretch(1, 1);
    connect(reset_, &QPushButton::clicked, this, &StrengthControls::resetToTags);

    setStrengths(DefaultElo, DefaultElo);
}

void StrengthControls::link(QSpinBox* spin, QSlider* slider) {
    spin->setRange(MinimumElo, MaximumElo);
    spin->setSingleStep(EloStep);
    spin->setSuffix(tr(" Elo"));
    spin->setAccelerated(true);
    // Typing "2450" is one change, not four (2, 24, 245, 2450).
    spin->setKeyboardTracking(false);
    slider->setRange(MinimumElo, MaximumElo);
    slider->setSingleStep(EloStep);
    slider->setPageStep(10 * EloStep);
    slider->setTickInterval(500);
    slider->setTickPosition(QSlider::TicksBelow);
    slider->setMinimumWidth(120);
    connect(spin, &QSpinBox::valueChanged, slider, &QSlider::setValue);
    connect(slider, &QSlider::valueChanged, spin, [spin, slider](int value) {
        // A drag lands on whole steps; a value set from code (a rating of 2455) is kept.
        if (slider->isSliderDown()) value = (value + EloStep / 2) / EloStep * EloStep;
        spin->setValue(value);
    });
    connect(spin, &QSpinBox::valueChanged, this, &StrengthControls::userChanged);
}

void StrengthControls::userChanged() {
    if (settingFromCode_) return;
    // At most one signal per interval while the value moves, and the last value always.
    if (!notify_->isActive()) notify_->start();
}

int StrengthControls::whiteElo() const {
    return whiteSpin_->value();
}

int StrengthControls::blackElo() const {
    return blackSpin_->value();
}

void StrengthControls::setStrengths(int whiteElo, int blackElo) {
    settingFromCode_ = true;
    whiteSpin_->setValue(std::clamp(whiteElo, MinimumElo, MaximumElo));
    blackSpin_->setValue(std::clamp(blackElo, MinimumElo, MaximumElo));
    settingFromCode_ = false;
}

int StrengthControls::eloFromTag(const pgn::Game& game, std::string_view name) {
    // Read by the annotator's reader (annotate::strengthsFor uses it too), so that both agree.
    const std::optional<int> elo = pgn::ratingOf(game, name);
    return elo ? std::clamp(*elo, MinimumElo, MaximumElo) : DefaultElo;
}

void StrengthControls::setStrengthsFromGame(const pgn::Game& game) {
    taggedWhite_ = eloFromTag(game, "WhiteElo");
    taggedBlack_ = eloFromTag(game, "BlackElo");
    setStrengths(taggedWhite_, taggedBlack_);
}

void StrengthControls::resetToTags() {
    const bool changed = whiteElo() != taggedWhite_ || blackElo() != taggedBlack_;
    setStrengths(taggedWhite_, taggedBlack_);
    if (changed) {
        notify_->stop();
        emit strengthsChanged(whiteElo(), blackElo());
    }
}

} // namespace kibitz::ui
